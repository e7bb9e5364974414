/**
 * Notification templates (both sides: the console previews with it, the server renders the sends):
 * `{{name}}` is replaced by the named value; a name outside NOTICE_PLACEHOLDERS is an error when the
 * template is saved. Spaces inside the braces are allowed (`{{ host }}`).
 */
import { NOTICE_PLACEHOLDERS } from "#contract/limits/notice";

export type NoticePlaceholder = (typeof NOTICE_PLACEHOLDERS)[number];
export type NoticeValues = Record<NoticePlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

const isPlaceholder = (name: string): name is NoticePlaceholder =>
  (NOTICE_PLACEHOLDERS as readonly string[]).includes(name);

/** The names a text uses that are not placeholders, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) if (!isPlaceholder(match[1])) unknown.add(match[1]);
  return [...unknown];
}

/** The text with each placeholder replaced; an unknown name is left as written. */
export function renderTemplate(text: string, values: NoticeValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}
