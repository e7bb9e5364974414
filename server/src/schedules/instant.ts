import { MEETING_NAME_MAX } from "#contract/limits";
import { scheduleDefaults } from "#contract/schedule-defaults";
import type { InstantBody, InstantMeeting, ScheduleBody } from "#contract/schedules";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { type FieldMessage, fieldError } from "../errors.ts";
import { type Lang, t } from "../i18n.ts";
import { readProductConfigs } from "../meetings/product-config.ts";
import { referenceViolations } from "./references.ts";
import { saveNewSchedule } from "./write.ts";

/** POST /{product}/schedules/instant: a meeting of the caller's that starts now. */
export async function createInstant(
  ctx: AppContext,
  user: SessionUser,
  lang: Lang,
  input: InstantBody,
): Promise<InstantMeeting> {
  const configs = await readProductConfigs(ctx.db);
  const now = ctx.now();
  const duration = input.durationMinutes ?? configs.defaultDuration;
  const roomIds = [...new Set(input.roomIds ?? [])];
  const attendeeIds = [...new Set(input.attendeeIds ?? [])];
  const fields: Record<string, FieldMessage> = await referenceViolations(ctx.db, user, {
    roomIds,
    hostId: null,
    attendeeIds,
    fileIds: [],
  });
  if (duration > configs.maxDuration) {
    fields.durationMinutes = { key: "schedule.maxDuration", params: { max: configs.maxDuration } };
  }
  if (Object.keys(fields).length > 0) throw fieldError(fields);
  const name =
    input.name?.trim() ||
    t(lang, "meeting.instantName", { name: user.profile.name }).slice(0, MEETING_NAME_MAX);
  const body: ScheduleBody = {
    ...scheduleDefaults(),
    name,
    startAt: now,
    endAt: now + duration * 60_000,
    roomIds,
    hostId: user.userId,
    attendeeIds,
  };

  const saved = await saveNewSchedule(ctx, user, {
    body,
    occurrences: [{ startAt: body.startAt, endAt: body.endAt }],
    creatorId: user.userId,
    digits: configs.meetingNumberDigits,
    instant: true,
  });
  return { id: saved.meetingIds[0], scheduleId: saved.id, meetingNumber: saved.meetingNumber };
}
