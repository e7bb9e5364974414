import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunksFor, isPublicPath, PAGE_CHUNK_SOURCES } from "#contract/page-chunks";
import { pageChunks } from "../../../src/routing/page-chunks";

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

  it("knows the public pages of spec §2", () => {
    expect(isPublicPath("/login")).toBe(true);
    expect(isPublicPath("/Admin/Login/")).toBe(true);
    expect(isPublicPath("/home")).toBe(false);
  });
});
