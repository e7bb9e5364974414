/** The invitation text "copy join information" puts on the clipboard. */
import { formatRange } from "./meeting-time";

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface JoinInfoSource {
  /** null: a meeting found by number that the caller may not see (join by number answers no name). */
  name: string | null;
  startAt: number;
  endAt: number;
  networkNumber: string;
  hasPassword: boolean;
  joinByApp: boolean;
  joinByTerminal: boolean;
}

/**
 * `password`: the meeting password when the caller may read it (creator, host, admin); otherwise
 * a password-protected meeting says so without the digits.
 */
export function joinInfoText(meeting: JoinInfoSource, t: Translate, password?: string | null): string {
  const key = (k: string) => `meeting-list.joinInfo.${k}`;
  const lines = [
    t(key("title")),
    ...(meeting.name === null ? [] : [t(key("name"), { name: meeting.name })]),
    t(key("time"), { time: formatRange(meeting.startAt, meeting.endAt) }),
    t(key("number"), { number: meeting.networkNumber }),
  ];
  if (password) lines.push(t(key("password"), { password }));
  else if (meeting.hasPassword) lines.push(t(key("passwordHidden")));
  if (meeting.joinByApp) lines.push(t(key("byApp"), { number: meeting.networkNumber }));
  if (meeting.joinByTerminal) lines.push(t(key("byTerminal"), { number: meeting.networkNumber }));
  return lines.join("\n");
}
