import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Which locale files a part of the console reads: the string literals naming a key of a file
 * ("rooms.fields.name" -> rooms) in the sources a module reaches through its relative imports, static
 * or lazy. The walk stops at the page-chunk loaders: every page is a part of its own.
 */
export const root = path.resolve(__dirname, "../../..");
const STOP = new Set(["src/routing/page-chunks.ts"]);

export const localeNames = readdirSync(path.join(root, "locales/zh-CN")).map((f) => f.replace(/\.json$/, ""));

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("#contract/")
    ? path.join(root, "src/contract", spec.slice("#contract/".length))
    : path.resolve(path.dirname(path.join(root, from)), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return path.relative(root, candidate);
  }
  return null;
}

const STATIC = /(?:from\s+|import\s+)["']((?:\.{1,2}\/|#contract\/)[^"']+)["']/g;
const ANY = /(?:from\s+|import\s*\(\s*|import\s+)["']((?:\.{1,2}\/|#contract\/)[^"']+)["']/g;

/** Type-only imports are erased: they load nothing. */
const withoutTypeImports = (text: string) =>
  text
    .replace(/import\s+type\s[^;]*?from\s+["'][^"']+["'];?/g, "")
    .replace(/typeof\s+import\(\s*["'][^"']+["']\s*\)/g, "");

/** The sources a module reaches (itself included): through static imports only, or lazy ones too. */
export function reach(entry: string, lazy: boolean): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (STOP.has(file) && file !== entry) continue;
    for (const m of withoutTypeImports(readFileSync(path.join(root, file), "utf8")).matchAll(
      lazy ? ANY : STATIC,
    )) {
      const next = resolve(file, m[1]!);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The locale files whose keys these sources name, each with a file that names it. */
export function namespacesOf(files: Iterable<string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const name of localeNames) {
      if (!found.has(name) && new RegExp(`["'\`]${name}\\.[\\w$]`).test(text)) found.set(name, file);
    }
  }
  return found;
}
