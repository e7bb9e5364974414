/**
 * The dialogs' checks before a call (spec §5), over the contract's shared rules, as i18n keys under
 * `meeting-control.rules`. The server runs the same rules and has the last word.
 */
import { MESSAGE_MAX } from "#contract/limits/live";
import { MEETING_PASSWORD_DIGITS } from "#contract/limits/meetings";
import {
  addressKey,
  inviteProblem,
  isDialAddress,
  moveProblem,
  panePlacementProblem,
} from "#contract/rules/meeting-control";

const R = "meeting-control.rules";

export interface AddressRow {
  address: string;
  protocol: "SIP" | "H323";
  name?: string | null;
}

/** Per row of the address tab: the problem of each address (null: fine). */
export function addressProblems(
  rows: readonly AddressRow[],
  inMeeting: readonly string[],
): (string | null)[] {
  const present = new Set(inMeeting.map(addressKey));
  const seen = new Set<string>();
  return rows.map((row) => {
    const address = row.address.trim();
    if (address === "") return `${R}.addressRequired`;
    if (!isDialAddress(address)) return `${R}.addressInvalid`;
    const key = addressKey(address);
    if (present.has(key)) return `${R}.ALREADY_IN_MEETING`;
    if (seen.has(key)) return `${R}.addressTwice`;
    seen.add(key);
    return null;
  });
}

/** Spec §5 invite: a terminal selected or an address entered; then each address must be fine. */
export function inviteCheck(
  terminalIds: readonly string[],
  rows: readonly AddressRow[],
  inMeeting: readonly string[],
): { form: string | null; rows: (string | null)[] } {
  const filled = rows.filter((row) => row.address.trim() !== "");
  const nothing = inviteProblem(terminalIds, filled);
  if (nothing) return { form: `${R}.${nothing}`, rows: rows.map(() => null) };
  const problems = addressProblems(filled, inMeeting);
  let i = 0;
  return {
    form: null,
    rows: rows.map((row) => (row.address.trim() === "" ? null : (problems[i++] ?? null))),
  };
}

/** Spec §5 move: a target meeting and at least one participant, not the meeting they are in. */
export function moveCheck(source: string, target: string | null | undefined, ids: readonly string[]) {
  const problem = moveProblem(source, target, ids);
  return problem ? `${R}.${problem}` : null;
}

/** Spec §5 pane placement: a layout with panes, someone online, positions set, each online once. */
export function paneCheck(layout: string, panes: readonly (string | null)[], online: ReadonlySet<string>) {
  const problem = panePlacementProblem(layout, panes, online);
  return problem ? `${R}.${problem}` : null;
}

/** The meeting password: exactly six digits, or empty to remove it. */
export function passwordCheck(password: string): string | null {
  if (password === "") return null;
  return new RegExp(`^\\d{${MEETING_PASSWORD_DIGITS}}$`).test(password) ? null : `${R}.passwordDigits`;
}

/** An on-screen message: some text, at most MESSAGE_MAX characters. */
export function messageCheck(content: string): string | null {
  const text = content.trim();
  if (text === "") return `${R}.messageRequired`;
  if (text.length > MESSAGE_MAX) return `${R}.messageTooLong`;
  return null;
}
