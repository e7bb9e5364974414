import { useCallback, useState } from "react";
import { PARTICIPANT_STATUSES } from "#contract/limits/live";
import type { ParticipantStatus } from "#contract/participants";

/**
 * The control page's state kept in local storage (spec §4 "Control and meeting state is persisted
 * in local storage", §9): the selected meeting, the roster's status filter and filter text, the
 * meeting list's filter text and whether it is folded away. A damaged entry reads as the defaults.
 */
export const CONTROL_STATE_KEY = "meetingControl";

export interface ControlState {
  meetingId: string | null;
  statuses: ParticipantStatus[];
  keyword: string;
  listKeyword: string;
  /** The meeting list folded away, giving the roster the width. */
  listHidden: boolean;
}

export const DEFAULT_CONTROL_STATE: ControlState = {
  meetingId: null,
  statuses: [],
  keyword: "",
  listKeyword: "",
  listHidden: false,
};

const KEYWORD_MAX = 60;

const text = (value: unknown): string => (typeof value === "string" ? value.slice(0, KEYWORD_MAX) : "");

export function parseControlState(raw: string | null): ControlState {
  if (!raw) return DEFAULT_CONTROL_STATE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_CONTROL_STATE;
  }
  if (typeof value !== "object" || value === null) return DEFAULT_CONTROL_STATE;
  const v = value as Record<string, unknown>;
  const statuses = Array.isArray(v.statuses)
    ? PARTICIPANT_STATUSES.filter((s) => (v.statuses as unknown[]).includes(s))
    : [];
  return {
    meetingId: typeof v.meetingId === "string" && v.meetingId.length > 0 ? v.meetingId : null,
    statuses,
    keyword: text(v.keyword),
    listKeyword: text(v.listKeyword),
    listHidden: v.listHidden === true,
  };
}

export function readControlState(storage: Pick<Storage, "getItem"> = localStorage): ControlState {
  return parseControlState(storage.getItem(CONTROL_STATE_KEY));
}

export function writeControlState(
  patch: Partial<ControlState>,
  storage: Pick<Storage, "getItem" | "setItem"> = localStorage,
): ControlState {
  const next = { ...readControlState(storage), ...patch };
  try {
    storage.setItem(CONTROL_STATE_KEY, JSON.stringify(next));
  } catch {
    // A full or closed storage: the page works on, only without remembering.
  }
  return next;
}

/** The persisted state and a setter that stores each change. */
export function useControlState(): [ControlState, (patch: Partial<ControlState>) => void] {
  const [state, setState] = useState(readControlState);
  const update = useCallback((patch: Partial<ControlState>) => setState(writeControlState(patch)), []);
  return [state, update];
}
