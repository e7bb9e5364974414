import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The README is a guide that stays short; it and docs/ link only to what exists in the repository. */
const root = path.resolve(__dirname, "../..");
const README = "README.md";
const DOCS = readdirSync(path.join(root, "docs"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `docs/${name}`);
const MAX_README_LINES = 300;

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The text a reader sees as prose: fenced blocks and inline code hold examples, not links. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** Targets of `[text](target)` and `![alt](target)` that stay on this site (no scheme, no mail). */
function relativeLinks(markdown: string): string[] {
  const targets = [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** GitHub's anchor of each heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = heading!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Headings are read from the source, so inline code in a heading keeps its text. */
const headingSource = (file: string) => read(file).replace(/`/g, "");

describe("README", () => {
  it(`is a guide of at most ${MAX_README_LINES} lines`, () => {
    const lines = read(README).split("\n").length - 1;
    expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it("links no file outside the repository", () => {
    const outside = relativeLinks(read(README)).filter((target) => target.startsWith("../"));
    expect(outside).toEqual([]);
  });

  it("links every page of docs/", () => {
    const linked = new Set(relativeLinks(read(README)).map((target) => target.split("#")[0]));
    expect(DOCS.filter((doc) => !linked.has(doc))).toEqual([]);
  });
});

describe.each([README, ...DOCS])("%s", (file) => {
  it("links only files and headings that exist, inside the repository", () => {
    const broken: string[] = [];
    for (const target of relativeLinks(read(file))) {
      const [pathPart, anchor] = target.split("#") as [string, string | undefined];
      const resolved =
        pathPart === "" ? path.join(root, file) : path.resolve(root, path.dirname(file), pathPart);
      const inside = !path.relative(root, resolved).startsWith("..");
      if (!inside || !existsSync(resolved)) {
        broken.push(target);
        continue;
      }
      if (anchor && resolved.endsWith(".md")) {
        const headings = anchors(headingSource(path.relative(root, resolved)));
        if (!headings.has(anchor)) broken.push(target);
      }
    }
    expect(broken).toEqual([]);
  });
});
