import { op, operations } from "#contract/operation";
import type {
  CancelTarget,
  CheckTarget,
  EditTarget,
  InstantBody,
  InstantMeeting,
  ScheduleBody,
  ScheduleCheck,
} from "#contract/schedules";

export const schedulesOps = operations("schedules", {
  create: op<unknown, ScheduleBody>("POST /{product}/schedules", "login"),
  check: op<ScheduleCheck, ScheduleBody, CheckTarget>("POST /{product}/schedules/check", "login"),
  instant: op<InstantMeeting, InstantBody>("POST /{product}/schedules/instant", "login"),
  update: op<unknown, ScheduleBody, EditTarget>("PUT /{product}/schedules/{scheduleId}", "login"),
  cancel: op<unknown, undefined, CancelTarget>("DELETE /{product}/schedules/{scheduleId}", "login"),
  cancelSeries: op("DELETE /{product}/schedules/cycle/{scheduleId}", "login"),
});
