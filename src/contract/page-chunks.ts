import { type ChunkDeclaration, PAGE_CHUNKS, PAGES, type PageChunk, PUBLIC_PATHS } from "#contract/pages";

export { type PageChunk, PUBLIC_PATHS };

/**
 * Which built chunks a console address needs, known to both sides: the console loads them lazily
 * (src/routing/page-chunks.ts) and starts them together on a deep link; the server, which answers
 * every console address with index.html, names the same chunks in that page as modulepreload links,
 * so the browser fetches them in its first round instead of discovering them one import at a time.
 * Derived from the page declarations (#contract/pages). Pure data and functions: no TypeBox here.
 */
const byChunk = <T>(pick: (chunk: ChunkDeclaration) => T) =>
  Object.fromEntries(Object.entries(PAGE_CHUNKS).map(([name, chunk]) => [name, pick(chunk)])) as Record<
    PageChunk,
    T
  >;

/** Each chunk's source, a path of Vite's build manifest. */
export const PAGE_CHUNK_SOURCES = byChunk((chunk) => chunk.source);

/** What every console address runs: the console itself (with its first-data prefetch). */
export const CONSOLE_SOURCES = ["src/App.tsx"] as const;

/** The locale files the entry carries in both languages: the public pages and the console's frame. */
export const SHELL_LOCALE_FILES = ["common", "errors", "login", "public"] as const;

/**
 * Every other locale file (locales/<lang>/<file>.json) sits in one group; each group is a chunk per
 * language, downloaded in the current language only: `console` with the console, the others with
 * the pages that read them (PAGE_LOCALES). A unit test walks each page's sources to hold it to this.
 */
export const LOCALE_GROUPS = {
  /** The console's header (feedback), every declared resource (Refine reads their names), the kit's screens and live states. */
  console: [
    "feedback",
    "kit",
    "kit-fields",
    "validation",
    "live",
    "dictionaries",
    "floor-maps",
    "floor-map-editor",
    "human-detectors",
    "locations",
    "mcu-servers",
    "org-tree",
    "resource-pools",
    "room-boards",
    "rooms",
    "sensors",
    "terminals",
    "users",
  ],
  meetingList: ["meeting-list"],
  meetings: ["meetings"],
  calendar: ["calendar"],
  history: ["history"],
  profile: ["profile"],
  meetingControl: ["meeting-control"],
  monitor: ["monitor"],
  authority: ["authority"],
  settings: ["settings", "auth-settings", "notice-settings", "sso", "sync-settings", "device-settings"],
  licence: ["licence"],
  appPackages: ["app-packages"],
  openApi: ["open-api"],
  reports: ["reports"],
  auditLog: ["audit-log"],
  /** The door screen's kiosk page (/board), outside the console. */
  board: ["board"],
} as const;

export type LocaleGroup = keyof typeof LOCALE_GROUPS;

/** The locale groups each page chunk reads beside the console's. */
export const PAGE_LOCALES = byChunk((chunk) => chunk.locales);

/** The group of a locale file, or null for the shell's files (in the entry). */
export function localeGroupOf(file: string): LocaleGroup | null {
  for (const [group, files] of Object.entries(LOCALE_GROUPS) as [LocaleGroup, readonly string[]][]) {
    if (files.includes(file)) return group;
  }
  return null;
}

/** The built chunk's name of a locale group in one language (Vite's manifest names it so). */
export const localeChunkName = (language: string, group: LocaleGroup) => `locale-${language}-${group}`;

/** The locale groups the console needs with these page chunks, the console's own first. */
export function localeGroupsFor(chunks: readonly PageChunk[]): LocaleGroup[] {
  return [...new Set<LocaleGroup>(["console", ...chunks.flatMap((chunk) => PAGE_LOCALES[chunk])])];
}

const normalised = (pathname: string) => pathname.replace(/\/+$/, "").toLowerCase();

export function isPublicPath(pathname: string): boolean {
  const path = normalised(pathname) || "/";
  return PUBLIC_PATHS.some((p) => p.toLowerCase() === path);
}

/** The chunks the page at this address renders; a page of declared resources is assumed otherwise. */
export function chunksFor(pathname: string, search: string): PageChunk[] {
  const path = normalised(pathname);
  const page = PAGES.find((p) => p.path.toLowerCase() === path);
  if (page?.chunk) {
    const view = page.views?.[new URLSearchParams(search).get("view") ?? ""];
    return [page.chunk, ...(page.with ?? []), ...(view ? [view] : [])];
  }
  for (const host of PAGES) {
    const base = host.path.toLowerCase();
    if (!host.subPages || !path.startsWith(`${base}/`)) continue;
    const sub = host.subPages.find((s) => s.match.test(path.slice(base.length)));
    if (sub) return [sub.chunk];
  }
  if (/\/(create|edit\/[^/]+|show\/[^/]+)$/.test(path)) return ["resourceScreens"];
  return ["resources"];
}
