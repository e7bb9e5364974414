import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(__dirname, "../../../locales");
const languages = ["zh-CN", "en-US"];

function keys(tree: unknown, prefix = ""): string[] {
  if (tree === null || typeof tree !== "object") return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  );
}

function load(lng: string, file: string): unknown {
  return JSON.parse(readFileSync(join(root, lng, file), "utf8"));
}

describe("locales (DESIGN §3: same files, same keys in both languages)", () => {
  const files = readdirSync(join(root, "zh-CN")).sort();

  it("has the same files in every language", () => {
    for (const lng of languages) expect(readdirSync(join(root, lng)).sort()).toEqual(files);
  });

  it.each(files)("%s has the same keys in zh-CN and en-US", (file) => {
    expect(keys(load("en-US", file)).sort()).toEqual(keys(load("zh-CN", file)).sort());
  });

  it.each(files)("%s has no empty English text where Chinese has one, and vice versa", (file) => {
    const zh = keys(load("zh-CN", file));
    const get = (lng: string, path: string) =>
      path.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], load(lng, file));
    for (const path of zh) {
      expect(get("en-US", path) === "", `${file}:${path}`).toBe(get("zh-CN", path) === "");
    }
  });

  it("has no Chinese characters in the English files", () => {
    for (const file of files) {
      const text = readFileSync(join(root, "en-US", file), "utf8").replace(/"zh-CN": "中文"/g, "");
      expect(text, file).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
