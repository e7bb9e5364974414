import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  CONSOLE_SOURCES,
  chunksFor,
  isPublicPath,
  type LocaleGroup,
  localeChunkName,
  localeGroupsFor,
  PAGE_CHUNK_SOURCES,
} from "#contract/page-chunks";

/**
 * index.html for a console address, naming in its head every chunk that address will load (the
 * console, the page's own chunks and the locale groups it reads in the browser's language, with
 * everything they import), as modulepreload links: the browser fetches them all in its first
 * round beside the entry instead of discovering them import by import, one round trip each. The
 * console's chunks and locale file come first: the browser starts requests in the order it finds them,
 * six at a time, and the console (which asks for the page's first data) runs once they are in. The
 * chunks are read from Vite's build manifest; public pages (the login page's budget) get none.
 */
interface ManifestEntry {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestEntry>;

export class PagePreloads {
  private readonly pages = new Map<string, string>();
  private readonly inEntry: Set<string>;
  /** Manifest keys by chunk name: the locale chunks have no module of their own to be found by. */
  private readonly byName = new Map<string, string>();

  private constructor(
    private readonly manifest: Manifest,
    private readonly html: string,
  ) {
    this.inEntry = this.imported(["index.html"]);
    for (const [key, entry] of Object.entries(manifest)) if (entry.name) this.byName.set(entry.name, key);
  }

  /** Null when the build has no manifest (an older dist/): index.html is then served as built. */
  static read(root: string, html: string): PagePreloads | null {
    const file = path.join(root, ".vite", "manifest.json");
    if (!existsSync(file)) return null;
    return new PagePreloads(JSON.parse(readFileSync(file, "utf8")) as Manifest, html);
  }

  /** The page for a console address, or null for a public page (served as built). */
  htmlFor(pathname: string, search: string, acceptLanguage: string | undefined): string | null {
    if (isPublicPath(pathname) || !this.html.includes("</head>")) return null;
    const language = /^\s*zh/i.test(acceptLanguage ?? "") ? "zh-CN" : "en-US";
    const locale = (group: LocaleGroup) => this.byName.get(localeChunkName(language, group)) ?? [];
    const chunks = chunksFor(pathname, search);
    const [consoleGroup, ...pageGroups] = localeGroupsFor(chunks);
    const consoleSources = [...CONSOLE_SOURCES, ...[consoleGroup!].flatMap(locale)];
    const pageSources = [
      ...chunks.map((chunk) => this.keyOf(PAGE_CHUNK_SOURCES[chunk])),
      ...pageGroups.flatMap(locale),
    ];
    const key = [...consoleSources, ...pageSources].join("|");
    let page = this.pages.get(key);
    if (!page) {
      const files = new Set([...this.closure(consoleSources), ...this.closure(pageSources)]);
      const links = [...files].map((file) => this.link(file)).join("");
      page = this.html.replace("</head>", `${links}</head>`);
      this.pages.set(key, page);
    }
    return page;
  }

  /**
   * Vite's loader asks for a chunk's style sheet in CORS mode (`crossorigin`): a preload in another
   * mode is not reused, and the console's chunk waited for a second download of its style sheet.
   */
  private link(file: string): string {
    return file.endsWith(".css")
      ? `<link rel="preload" as="style" crossorigin href="/${file}">`
      : `<link rel="modulepreload" crossorigin href="/${file}">`;
  }

  /** The files of these manifest entries and what they import statically, less the entry's own. */
  private closure(sources: readonly string[]): Set<string> {
    const files = new Set<string>();
    for (const file of this.imported(sources)) if (!this.inEntry.has(file)) files.add(file);
    return files;
  }

  /**
   * A page's manifest key: its source, or its chunk's name when Rollup merged the page's module into a
   * chunk it does not head (the manifest then keys it by file name, `_HostControlPage-<hash>.js`).
   */
  private keyOf(source: string): string {
    if (this.manifest[source]) return source;
    return this.byName.get(path.basename(source).replace(/\.tsx?$/, "")) ?? source;
  }

  /** The files of these manifest entries and of everything they import statically. */
  private imported(sources: readonly string[]): Set<string> {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const entry = this.manifest[key];
      if (!entry || seen.has(key)) return;
      seen.add(key);
      files.add(entry.file);
      for (const css of entry.css ?? []) files.add(css);
      for (const next of entry.imports ?? []) visit(next);
    };
    for (const source of sources) visit(source);
    return files;
  }
}
