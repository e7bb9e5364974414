/**
 * Locale files: locales/<lang>/<name>.json. common.json sits at the root of the translation tree,
 * every other file under its own name (rooms.json -> "rooms.*").
 * The shell needs only the files listed in SHELL_LOCALE_FILES (#contract/page-chunks), bundled eagerly; the
 * rest is loaded with the console.
 */
type Tree = Record<string, unknown>;

export function toBundle(files: Record<string, Tree>): Tree {
  const bundle: Tree = {};
  for (const [path, content] of Object.entries(files)) {
    const name = path
      .split("/")
      .pop()!
      .replace(/\.json$/, "");
    const tree = (content as { default?: Tree }).default ?? content;
    if (name === "common") Object.assign(bundle, tree);
    else bundle[name] = tree;
  }
  return bundle;
}

export function languageOf(path: string): string {
  const parts = path.split("/");
  return parts[parts.length - 2];
}

export function groupByLanguage(files: Record<string, Tree>): Record<string, Tree> {
  const byLang: Record<string, Record<string, Tree>> = {};
  for (const [path, content] of Object.entries(files)) {
    const lang = languageOf(path);
    byLang[lang] ??= {};
    byLang[lang][path] = content;
  }
  return Object.fromEntries(Object.entries(byLang).map(([lang, f]) => [lang, toBundle(f)]));
}
