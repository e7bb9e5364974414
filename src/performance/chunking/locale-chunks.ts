import { localeChunkName, localeGroupOf } from "../../contract/page-chunks";

/**
 * Rollup's manualChunks: a locale file outside the entry goes to its group's chunk of its language
 * (#contract/page-chunks), so a page downloads its strings in the current language only (the zh-CN
 * strings of every page were one 26 kB chunk).
 */
export function localeChunk(id: string): string | undefined {
  const match = /\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(id);
  const group = match ? localeGroupOf(match[2]!) : null;
  return match && group ? localeChunkName(match[1]!, group) : undefined;
}
