import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunksFor, isPublicPath, PAGE_CHUNK_SOURCES } from "#contract/page-chunks";
import { pageChunks } from "../../../src/routing/page-chunks";
import { reach } from "../i18n/namespace-scan";

/** The console's lazy screens and the server's preload map name the same files. */
const root = path.resolve(__dirname, "../../..");
const loaders = readFileSync(path.join(root, "src/routing/page-chunks.ts"), "utf8");

describe("page chunks", () => {
  it.each(Object.entries(PAGE_CHUNK_SOURCES))("%s loads %s", (chunk, source) => {
    const match = new RegExp(`${chunk}: withStrings\\("${chunk}", \\(\\) => import\\("([^"]+)"\\)\\)`).exec(
      loaders,
    );
    expect(match, chunk).not.toBeNull();
    const file = path.relative(root, path.resolve(root, "src/routing", match![1]!));
    expect(`${file}.tsx`).toBe(source);
    expect(pageChunks[chunk as keyof typeof pageChunks]).toBeTypeOf("function");
  });

  it.each([
    ["/operation/meeting-room-management", "", ["resources"]],
    ["/operation/meeting-room-management/rooms/edit/r1", "", ["resourceScreens"]],
    ["/device/terminal-management/terminals/create", "", ["resourceScreens"]],
    ["/home", "", ["meetings"]],
    ["/home/", "?view=calendar", ["meetings", "calendar"]],
    ["/home/schedule/s1", "?scope=one", ["scheduleForm"]],
    ["/history", "", ["history"]],
    ["/personal/UserInfo", "", ["profile"]],
    ["/report/meeting-room-analysis", "?range=week", ["reports", "reportCharts"]],
  ])("%s%s -> %j", (pathname, search, chunks) => {
    expect(chunksFor(pathname, search)).toEqual(chunks);
  });

  // Rollup keeps what a page shares with the console in the console's chunk only when every import
  // of the page comes from the console; an import from the shell split it into dozens of small files.
  it("leaves the page loaders, the first-data prefetch and the resources to the console", () => {
    const shell = reach("src/main.tsx", false);
    expect(shell.has("src/routing/page-chunks.ts")).toBe(false);
    expect(shell.has("src/boot/first-data.ts")).toBe(false);
    expect([...shell].filter((file) => file.startsWith("resources/"))).toEqual([]);
    expect(reach("src/App.tsx", false)).toContain("src/routing/page-chunks.ts");
  });

  it("knows the public pages of spec §2", () => {
    expect(isPublicPath("/login")).toBe(true);
    expect(isPublicPath("/Admin/Login/")).toBe(true);
    expect(isPublicPath("/home")).toBe(false);
  });
});
