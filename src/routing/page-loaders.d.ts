declare module "virtual:page-loaders" {
  import type { PageChunk } from "#contract/page-chunks";

  /** Each declared chunk's module, loaded on demand (src/routing/page-loaders-plugin.ts writes them). */
  const loaders: Record<PageChunk, () => Promise<Record<string, unknown>>>;
  export default loaders;
}
