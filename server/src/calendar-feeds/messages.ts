/** Server messages of the calendar feeds: [zh-CN, en-US]. */
export const CALENDAR_FEED_MESSAGES = {
  "feed.busy": ["忙碌", "Busy"],
  "feed.userName": ["{name} 的会议", "Meetings of {name}"],
  "feed.roomName": ["会议室 {name}", "Room {name}"],
} as const satisfies Record<string, readonly [string, string]>;
