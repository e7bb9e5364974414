import { describe, expect, it } from "vitest";
import {
  LOCALE_GROUPS,
  localeGroupOf,
  localeGroupsFor,
  PAGE_CHUNK_SOURCES,
  PAGE_LOCALES,
  type PageChunk,
  SHELL_LOCALE_FILES,
} from "#contract/page-chunks";
import { RESOURCES } from "../../../resources";
import { localeNames, namespacesOf, reach } from "./namespace-scan";

/**
 * Each page downloads the locale groups it reads, in the current language only. Held here: the
 * groups split the locale files, and the sources each part of the console reaches name keys of its
 * own groups only (a key of a group not loaded would show as its raw key).
 */
const shell = new Set<string>(SHELL_LOCALE_FILES);
const grouped = Object.values(LOCALE_GROUPS).flat() as string[];

describe("locale groups", () => {
  it("put every locale file outside the entry in exactly one group", () => {
    expect([...grouped].sort()).toEqual(localeNames.filter((name) => !shell.has(name)).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(localeGroupOf("meeting-list")).toBe("meetingList");
    expect(localeGroupOf("common")).toBeNull();
  });

  it("give the console every declared resource's file (Refine reads their names)", () => {
    for (const def of RESOURCES) expect(localeGroupOf(def.name), def.name).toBe("console");
  });

  it("give the console what its own sources read", () => {
    const stray = [...namespacesOf(reach("src/App.tsx", false))].filter(
      ([name]) => !shell.has(name) && localeGroupOf(name) !== "console",
    );
    expect(stray).toEqual([]);
  });

  it.each(Object.entries(PAGE_CHUNK_SOURCES))("give %s what its sources read (%s)", (chunk, source) => {
    const groups = new Set(localeGroupsFor([chunk as PageChunk]));
    const stray = [...namespacesOf(reach(source, true))].filter(([name]) => {
      const group = localeGroupOf(name);
      return group !== null && !groups.has(group);
    });
    expect(stray).toEqual([]);
  });

  it("load the console's groups first, then the page's, once each", () => {
    expect(localeGroupsFor(["meetings", "calendar"])).toEqual(["console", "meetingList", "calendar"]);
    expect(localeGroupsFor(["history"])).toEqual(["console", "history", "meetingList"]);
    expect(PAGE_LOCALES.resources).toEqual([]);
  });
});
