// npx tsx scripts/deep-link-weight.ts [distDir] [--files]
// What each console deep link downloads before its page can render: the entry, and the chunks the
// server names as modulepreload links for that address (server/src/static/page-preloads.ts), with
// everything they import; gzip sizes of the built files (zlib's default level).
// Then what each page downloads when it is opened from another page (its chunks beyond the console's).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  CONSOLE_SOURCES,
  chunksFor,
  localeChunkName,
  localeGroupsFor,
  PAGE_CHUNK_SOURCES,
} from "../src/contract/page-chunks";

interface Entry {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
  string,
  Entry
>;
const byName = new Map(Object.entries(manifest).flatMap(([key, e]) => (e.name ? [[e.name, key]] : [])));
/** As the server finds a page: by its source, or by its chunk's name when Rollup keyed it by file. */
const keyOf = (source: string) =>
  manifest[source] ? source : (byName.get(path.basename(source).replace(/\.tsx?$/, "")) ?? source);
const unkeyed = [...CONSOLE_SOURCES, ...Object.values(PAGE_CHUNK_SOURCES)].filter(
  (source) => !manifest[source],
);
// vite.config.ts keys every page's source; a page without its key gets no modulepreload links.
if (unkeyed.length) console.log(`not keyed by source in the manifest: ${unkeyed.join(", ")}`);
const sizes = new Map<string, number>();
const gzip = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file))).length;
    sizes.set(file, size);
  }
  return size;
};

function closure(keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    files.add(entry.file);
    for (const next of entry.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

const LINKS = [
  "/operation/meeting-room-management",
  "/home",
  "/home?view=calendar",
  "/home/schedule",
  "/history",
  "/system/user-management",
  "/system/authority-management",
  "/system/user-setting",
  "/system/license-setting",
  "/device/meeting-control",
  "/monitor/meeting",
  "/report/meeting-detail-report",
  "/report/meeting-room-analysis",
];
const listFiles = process.argv.includes("--files");
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

for (const language of ["zh-CN", "en-US"]) {
  for (const link of LINKS) {
    const [pathname = "", search = ""] = link.split(/(?=\?)/);
    const chunks = chunksFor(pathname, search);
    const keys = [
      "index.html",
      ...CONSOLE_SOURCES,
      ...chunks.map((chunk) => keyOf(PAGE_CHUNK_SOURCES[chunk])),
      ...localeGroupsFor(chunks).flatMap((group) => byName.get(localeChunkName(language, group)) ?? []),
    ];
    const files = [...closure(keys)].filter((file) => file.endsWith(".js"));
    const total = files.reduce((sum, file) => sum + gzip(file), 0);
    console.log(`${language} ${link.padEnd(36)} ${kB(total).padStart(7)} kB gzip, ${files.length} files`);
    if (listFiles && language === "zh-CN") {
      for (const file of files.sort((a, b) => gzip(b) - gzip(a)))
        console.log(`    ${kB(gzip(file)).padStart(7)} ${file}`);
    }
  }
}

// A route opened from another page downloads its page chunks' closure beyond the console's.
const shell = closure(["index.html", ...CONSOLE_SOURCES]);
console.log("a route opened later downloads (beyond the console):");
for (const [chunk, source] of Object.entries(PAGE_CHUNK_SOURCES)) {
  const files = [...closure([keyOf(source)])].filter((file) => file.endsWith(".js") && !shell.has(file));
  const total = files.reduce((sum, file) => sum + gzip(file), 0);
  console.log(`  ${chunk.padEnd(16)} ${kB(total).padStart(7)} kB gzip`);
}
