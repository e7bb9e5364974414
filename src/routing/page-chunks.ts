import loaders from "virtual:page-loaders";
import type { ComponentType } from "react";
import { chunksFor, PAGE_LOCALES, type PageChunk } from "#contract/page-chunks";
import { PAGE_CHUNKS } from "#contract/pages";
import { wantLocaleGroups } from "../i18n";
import { type Screen, screen } from "../performance/deferred-ui/LazyPage";

/**
 * The console's lazily loaded modules, one chunk each (#contract/pages declares them). A chunk
 * resolves once its locale groups of the current language have arrived too. The console renders
 * them lazily; the shell starts the ones a deep link needs as soon as the route is known, beside the
 * console chunk itself. Only the console imports this file.
 */
export function loadChunk<M = Record<string, unknown>>(chunk: PageChunk): Promise<M> {
  return Promise.all([loaders[chunk](), wantLocaleGroups(PAGE_LOCALES[chunk])]).then(([mod]) => mod as M);
}

const screens = new Map<PageChunk, Screen<object>>();

/** The component a chunk declares as its screen, loaded on first use (one per chunk, as React's `lazy`). */
export function chunkScreen<P extends object>(chunk: PageChunk): Screen<P> {
  let made = screens.get(chunk);
  if (!made) {
    const name = PAGE_CHUNKS[chunk].screen;
    made = screen(() => loadChunk(chunk).then((mod) => mod[name] as ComponentType<object>));
    screens.set(chunk, made);
  }
  return made as Screen<P>;
}

/** Starts the downloads of a page's chunks and locale groups (each is fetched once; React's lazy reuses them). */
export function preloadPage(pathname: string, search: string): void {
  for (const chunk of chunksFor(pathname, search)) void loadChunk(chunk).catch(() => undefined);
}
