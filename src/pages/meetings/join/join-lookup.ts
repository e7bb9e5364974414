import type { JoinTarget } from "#contract/meetings";
import type { ApiResult } from "../../../providers/http/client";

/** What the join-by-number dialog shows for an answer of GET …/meeting/by-number/{number}. */
export type JoinLookup =
  | { kind: "found"; meeting: JoinTarget }
  | { kind: "terminalOnly"; number: string }
  | { kind: "notFound"; number: string }
  | { kind: "failed"; message: string };

export function joinLookupOf(number: string, result: ApiResult<JoinTarget>): JoinLookup {
  if (result.ok) return { kind: "found", meeting: result.data };
  if (result.errorCode === "TERMINAL_ONLY") return { kind: "terminalOnly", number };
  if (result.status === 404) return { kind: "notFound", number };
  return { kind: "failed", message: result.message };
}

/** A numeric-only input strips non-digits (spec §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, "");
}
