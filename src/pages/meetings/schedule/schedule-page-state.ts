import type { CurrentUser } from "#contract/auth";
import type { ScheduleDetail } from "#contract/meetings";
import { checkRange, defaultRange } from "#contract/rules/time-range";
import {
  DEFAULT_FORM_VALUES,
  presetFromQuery,
  type ScheduleFormValues,
  valuesFromDetail,
} from "../../../utils/schedule-form";
import type { ScheduleConfig } from "../shared/use-schedule-config";
import type { KnownUser } from "./use-user-labels";

export interface RangeNotice {
  key: string;
  params?: Record<string, unknown>;
}

/** A new schedule: the calendar's preset (repaired by checkRange when needed) or the default range; host = me. */
export function createValues(
  search: URLSearchParams,
  config: ScheduleConfig,
  me: CurrentUser | null,
  now: number = Date.now(),
): { values: ScheduleFormValues; warning: RangeNotice | null } {
  const preset = presetFromQuery(search, config.defaultDuration);
  let range = preset.range ?? defaultRange(now, config.interval, config.defaultDuration);
  let warning: RangeNotice | null = null;
  if (preset.range) {
    const check = checkRange({
      ...preset.range,
      now,
      intervalMinutes: config.interval,
      maxDurationMinutes: config.maxDuration,
    });
    if (!check.ok) {
      warning = { key: `meetings.${check.warning}`, params: check.params };
      range = check.fixed ?? defaultRange(now, config.interval, config.defaultDuration);
    }
  }
  return {
    values: { ...DEFAULT_FORM_VALUES, range, roomIds: preset.roomIds, hostId: me?.id ?? null },
    warning,
  };
}

/** The edit form's values, and why it cannot be saved (an i18n key under meetings.schedule), if so. */
export function editBlock(
  detail: ScheduleDetail,
  meetingId: string | null,
): { values: ScheduleFormValues; blocked: "noEditRight" | "locked" | null } {
  const occurrence = meetingId ? detail.meetings.find((m) => m.id === meetingId) : undefined;
  const blocked = occurrence?.locked
    ? "locked"
    : !detail.rights.edit || (occurrence && !occurrence.rights.edit)
      ? "noEditRight"
      : null;
  return { values: valuesFromDetail(detail, meetingId), blocked };
}

/** Users whose names the pickers know before any search: the host, the attendees and me. */
export function knownUsersOf(detail: ScheduleDetail | null, me: CurrentUser | null): KnownUser[] {
  const users: KnownUser[] = [];
  if (me) users.push({ id: me.id, name: me.name, account: me.account, deptName: me.deptName });
  if (detail?.host) users.push(detail.host);
  for (const a of detail?.attendees ?? []) users.push(a);
  return users;
}
