import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No source file of the console, the resources or the server is over 400 lines: past that a file
 * holds more than one thing. Tests are not under these folders. Generated code is left out: the
 * SQL migrations and their snapshots, written by drizzle-kit (`npm run db:generate`) into
 * server/src/db/migrations/.
 */
const MAX_LINES = 400;
const root = path.resolve(__dirname, "../..");
const TREES = ["src", "resources", "server/src"];
const GENERATED = ["server/src/db/migrations"];

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return GENERATED.includes(file) ? [] : files(file);
    return /\.(tsx?|css)$/.test(entry.name) ? [file] : [];
  });
}

const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("file sizes", () => {
  const all = TREES.flatMap(files);

  it(`has no file over ${MAX_LINES} lines in ${TREES.join(", ")}`, () => {
    expect(all.length).toBeGreaterThan(500);
    const over = all
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(root, file), "utf8")) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });
});
