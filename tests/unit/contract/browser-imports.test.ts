import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The console takes values only from the contract's TypeBox-free files (limits/, permissions, page
 * declarations and chunks, schedule defaults, the operation table and the pure rules); every other
 * contract file builds schemas, and one value import pulls TypeBox (about 15 kB gzip) into the
 * browser. Type imports cost nothing.
 */
const root = path.resolve(__dirname, "../../..");
const TYPEBOX_FREE =
  /^(limits\/[\w-]+|permissions|pages|page-chunks|schedule-defaults|operation|operations\/[\w-]+|rules\/[\w-]+)$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "contract" ? [] : sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** `import { a, type B } from "#contract/x"` with at least one value name (type-only imports are erased). */
function valueImports(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"#contract\/([^"]+)"/g)) {
    if (m[1]) continue;
    const names = m[2]!
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    if (names.some((n) => !n.startsWith("type "))) found.push(m[3]!);
  }
  for (const m of text.matchAll(/(?:import|export)\s+\*[^"]*from\s+"#contract\/([^"]+)"/g)) found.push(m[1]!);
  return found;
}

describe("the console's contract imports", () => {
  const files = [...sources(path.join(root, "src")), ...sources(path.join(root, "resources"))];

  it("finds the console's sources", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(valueImports('import { LIVE_EVENTS, type X } from "#contract/live-events";')).toEqual([
      "live-events",
    ]);
    expect(valueImports('import type { X } from "#contract/live-events";')).toEqual([]);
  });

  it("take values only from the TypeBox-free files", () => {
    const offending = files.flatMap((file) =>
      valueImports(readFileSync(file, "utf8"))
        .filter((source) => !TYPEBOX_FREE.test(source))
        .map((source) => `${path.relative(root, file)} -> #contract/${source}`),
    );
    expect(offending).toEqual([]);
  });
});
