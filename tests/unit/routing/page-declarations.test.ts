import { existsSync } from "node:fs";
import path from "node:path";
import loaders from "virtual:page-loaders";
import { describe, expect, it } from "vitest";
import { chunksFor, isPublicPath } from "#contract/page-chunks";
import { PAGE_CHUNKS, PAGES, type PageChunk } from "#contract/pages";
import { SETTING_TABS } from "../../../src/pages/system-settings/setting-tabs";
import { reach } from "../i18n/namespace-scan";

/** The page declarations (#contract/pages), from which the routes, the loaders and the preloads derive. */
const root = path.resolve(__dirname, "../../..");
const chunks = Object.entries(PAGE_CHUNKS) as [PageChunk, (typeof PAGE_CHUNKS)[PageChunk]][];

describe("page declarations", () => {
  it("give every page its own path", () => {
    const paths = PAGES.map((page) => page.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(chunks)(
    "%s: its source exists and its loader yields its screen",
    async (chunk, declared) => {
      expect(existsSync(path.join(root, declared.source)), declared.source).toBe(true);
      const module = await loaders[chunk]();
      expect(module[declared.screen], declared.screen).toBeTypeOf("function");
      // The first import brings antd and Refine into the test's module graph.
    },
    60_000,
  );

  it("load every chunk from the pages or a page's sub-pages, views or companions", () => {
    const used = new Set<PageChunk>(["resources", "resourceScreens"]);
    for (const page of PAGES) {
      for (const chunk of [page.chunk, ...(page.with ?? []), ...Object.values(page.views ?? {})]) {
        if (chunk) used.add(chunk);
      }
      for (const sub of page.subPages ?? []) used.add(sub.chunk);
    }
    expect([...used].sort()).toEqual(Object.keys(PAGE_CHUNKS).sort());
  });

  it("route every settings tab to the settings page", () => {
    const settings = PAGES.filter((page) => page.chunk === "settings").map((page) => page.path);
    expect(SETTING_TABS.map((tab) => tab.path)).toEqual(settings);
  });

  it.each([
    ["/operation/meeting-room-management", "", ["resources"]],
    ["/operation/meeting-room-management/rooms/edit/r1", "", ["resourceScreens"]],
    ["/device/terminal-management/terminals/create", "", ["resourceScreens"]],
    ["/home", "", ["meetings"]],
    ["/home/", "?view=calendar", ["meetings", "calendar"]],
    ["/home/schedule", "", ["scheduleForm"]],
    ["/home/schedule/s1", "?scope=one", ["scheduleForm"]],
    ["/home/control/m1", "", ["hostControl"]],
    ["/history", "", ["history"]],
    ["/personal/UserInfo", "", ["profile"]],
    ["/system/notice-setting", "", ["settings"]],
    ["/monitor/meeting", "", ["meetingMonitor"]],
    ["/report/meeting-room-analysis", "?range=week", ["reports", "reportCharts"]],
  ])("%s%s -> %j", (pathname, search, expected) => {
    expect(chunksFor(pathname, search)).toEqual(expected);
  });

  // Rollup keeps what a page shares with the console in the console's chunk only when every import
  // of the page comes from the console; an import from the shell split it into dozens of small files.
  it("leave the page loaders, the first-data prefetch and the resources to the console", () => {
    const shell = reach("src/main.tsx", false);
    expect(shell.has("src/routing/page-chunks.ts")).toBe(false);
    expect(shell.has("src/performance/prefetch/first-data.ts")).toBe(false);
    expect([...shell].filter((file) => file.startsWith("resources/"))).toEqual([]);
    expect(reach("src/App.tsx", false)).toContain("src/routing/page-chunks.ts");
  });

  it("know the public pages of spec §2", () => {
    expect(isPublicPath("/login")).toBe(true);
    expect(isPublicPath("/Admin/Login/")).toBe(true);
    expect(isPublicPath("/home")).toBe(false);
  });
});
