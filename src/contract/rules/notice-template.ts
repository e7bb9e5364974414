/**
 * Notification templates (both sides: the console previews with it, the server renders the sends):
 * `{{name}}` is replaced by the named value; a name outside NOTICE_PLACEHOLDERS is an error when the
 * template is saved. Spaces inside the braces are allowed (`{{ host }}`).
 */
import { NOTICE_PLACEHOLDERS } from "#contract/limits";

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

/** The values a preview shows: a sample meeting in the preview's language. */
export const SAMPLE_VALUES: Record<"zh-CN" | "en-US", NoticeValues> = {
  "zh-CN": {
    meetingName: "季度经营分析会",
    startTime: "2026-12-01 14:00 (UTC+08:00)",
    endTime: "2026-12-01 15:30 (UTC+08:00)",
    rooms: "总部 3 层 301 会议室、上海分公司 1 号会议室",
    meetingNumber: "8812345",
    host: "张伟",
  },
  "en-US": {
    meetingName: "Quarterly business review",
    startTime: "2026-12-01 14:00 (UTC+08:00)",
    endTime: "2026-12-01 15:30 (UTC+08:00)",
    rooms: "HQ 3F Room 301, Shanghai Room 1",
    meetingNumber: "8812345",
    host: "Wei Zhang",
  },
};
