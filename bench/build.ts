// Build the console with the project's vite.config.ts, recording which modules went into which chunk.
import path from "node:path";
import { performance } from "node:perf_hooks";
import { build, type Plugin } from "vite";

/** chunk file name (relative to dist, e.g. "assets/index-abc.js") -> module owner -> rendered bytes */
export type ChunkOwners = Record<string, Record<string, number>>;

export interface BuildResult {
  ms: number;
  outDir: string;
  chunks: ChunkOwners;
}

/** Group a module id by npm package (or by the first two path segments of project code). */
export function moduleOwner(root: string, id: string): string {
  const clean = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const i = clean.lastIndexOf("node_modules/");
  if (i >= 0) {
    const [a, b] = clean.slice(i + "node_modules/".length).split("/");
    return a.startsWith("@") ? `${a}/${b}` : a;
  }
  if (!path.isAbsolute(clean)) return clean;
  const parts = path.relative(root, clean).split(path.sep);
  return parts.length > 2 ? parts.slice(0, 2).join("/") : parts.join("/");
}

function statsPlugin(root: string, into: ChunkOwners): Plugin {
  return {
    name: "bench-chunk-stats",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== "chunk") continue;
        const owners: Record<string, number> = {};
        for (const [id, mod] of Object.entries(out.modules)) {
          const owner = moduleOwner(root, id);
          owners[owner] = (owners[owner] ?? 0) + mod.renderedLength;
        }
        into[file] = owners;
      }
    },
  };
}

export async function buildConsole(root: string): Promise<BuildResult> {
  const chunks: ChunkOwners = {};
  const t0 = performance.now();
  process.env.NODE_ENV = "production"; // a stray NODE_ENV=test/development would build React's dev bundles
  await build({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    mode: "production",
    plugins: [statsPlugin(root, chunks)],
  });
  return { ms: performance.now() - t0, outDir: path.join(root, "dist"), chunks };
}

/** Sum the owners over a set of chunks; largest first, as shares of the pre-minification bytes. */
export function topOwners(chunks: ChunkOwners, files: readonly string[], limit = 10): Record<string, string> {
  const sum = new Map<string, number>();
  for (const f of files) {
    for (const [owner, bytes] of Object.entries(chunks[f] ?? {}))
      sum.set(owner, (sum.get(owner) ?? 0) + bytes);
  }
  const total = [...sum.values()].reduce((a, b) => a + b, 0) || 1;
  return Object.fromEntries(
    [...sum.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([owner, bytes]) => [
        owner,
        `${((bytes / total) * 100).toFixed(1)}% (${(bytes / 1000).toFixed(1)} kB raw)`,
      ]),
  );
}
