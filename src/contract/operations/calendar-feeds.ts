import type { CalendarFeed, FeedQuery } from "#contract/calendar-feeds";
import { op, operations } from "#contract/operation";

export const calendarFeedsOps = operations("calendarFeeds", {
  mine: op<CalendarFeed>("GET /current/user/calendar-feed", "login"),
  rotateMine: op<CalendarFeed>("POST /current/user/calendar-feed/rotate", "login"),
  room: op<CalendarFeed>("GET /device/room/calendar-feed/{id}", "meetingRoom"),
  rotateRoom: op<CalendarFeed>("POST /device/room/calendar-feed/{id}/rotate", "meetingRoom"),
  feed: op<string, unknown, FeedQuery>("GET /calendar/feeds/{token}.ics", "public"),
});
