import type { Page } from "#contract/list";
import type {
  Attendee,
  DayCount,
  DayCountQuery,
  JoinTarget,
  MeetingListQuery,
  MeetingRow,
  Occupancy,
  OccupancyQuery,
  ScheduleDetail,
  ScheduleListQuery,
} from "#contract/meetings";
import { op, operations } from "#contract/operation";

export const meetingReadsOps = operations("meetingReads", {
  schedules: op<Page<MeetingRow>, undefined, ScheduleListQuery>("GET /{product}/schedules", "login"),
  dayCounts: op<DayCount[], undefined, DayCountQuery>("GET /{product}/schedules/date", "login"),
  roomOccupancy: op<Occupancy[], undefined, OccupancyQuery>(
    "GET /{product}/schedules/room-occupancy",
    "login",
  ),
  joinTarget: op<JoinTarget>("GET /{product}/schedules/meeting/by-number/{number}", "login"),
  schedule: op<ScheduleDetail>("GET /{product}/schedules/{scheduleId}", "login"),
  attendees: op<Attendee[]>("GET /{product}/schedules/{scheduleId}/users", "login"),
  meetings: op<Page<MeetingRow>, undefined, MeetingListQuery>("GET /{product}/meetings", "login"),
  hostLink: op<ScheduleDetail>("GET /{product}/meetings/host/{token}", "login"),
  meeting: op<MeetingRow>("GET /{product}/meetings/{id}", "login"),
  endMeeting: op<MeetingRow>("DELETE /{product}/meetings/{id}", "login"),
});
