import { op, operations } from "#contract/operation";
import type {
  Cancelled,
  CancelTarget,
  CheckTarget,
  EditTarget,
  InstantBody,
  InstantMeeting,
  SavedSchedule,
  ScheduleBody,
  ScheduleCheck,
} from "#contract/schedules";

export const schedulesOps = operations("schedules", {
  create: op<SavedSchedule, ScheduleBody>("POST /{product}/schedules", "login"),
  check: op<ScheduleCheck, ScheduleBody, CheckTarget>("POST /{product}/schedules/check", "login", {
    audit: "read",
  }),
  instant: op<InstantMeeting, InstantBody>("POST /{product}/schedules/instant", "login"),
  update: op<SavedSchedule, ScheduleBody, EditTarget>("PUT /{product}/schedules/{scheduleId}", "login"),
  cancel: op<Cancelled, undefined, CancelTarget>("DELETE /{product}/schedules/{scheduleId}", "login"),
  cancelSeries: op<Cancelled>("DELETE /{product}/schedules/cycle/{scheduleId}", "login"),
});
