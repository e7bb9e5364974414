import type { Occurrence, ScheduleBody } from "#contract/schedules";
import type { SessionUser } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { fieldError } from "../errors.ts";
import { normaliseBody, scheduleViolations, type TimeRules } from "./body.ts";
import { type Held, referenceViolations } from "./references.ts";

export interface ValidationRules extends TimeRules {
  /** What the edited schedule already holds (rooms outside the caller's authority, others' files). */
  held?: Held;
  /** Editing one occurrence: the body's recurrence is ignored. */
  single?: boolean;
}

/** Every rule of a schedule body (spec §5 and the rows it names); 400 with all field messages. */
export async function validateSchedule(
  db: Db,
  user: SessionUser,
  raw: ScheduleBody,
  rules: ValidationRules,
): Promise<{ body: ScheduleBody; occurrences: Occurrence[] }> {
  const body = normaliseBody(rules.single ? { ...raw, recurrence: null } : raw);
  const { fields, occurrences } = scheduleViolations(body, rules);
  const references = await referenceViolations(db, user, body, rules.held);
  const all = { ...references, ...fields };
  if (Object.keys(all).length > 0) throw fieldError(all);
  return { body, occurrences };
}
