import type {
  MonitorMcuPage,
  MonitorMcuQuery,
  MonitorMeetingPage,
  MonitorMeetingQuery,
  MonitorScheduleBody,
  MonitorTerminalPage,
  MonitorTerminalQuery,
} from "#contract/live-monitor";
import { op, operations } from "#contract/operation";

export const monitorOps = operations("monitor", {
  meetings: op<MonitorMeetingPage, undefined, MonitorMeetingQuery>("GET /{product}/monitor/meeting", {
    anyOf: ["meetingMonitor", "meetingControl"],
  }),
  schedules: op<MonitorMeetingPage, MonitorScheduleBody>(
    "POST /{product}/monitor/schedule",
    {
      anyOf: ["meetingMonitor", "meetingControl"],
    },
    { audit: "read" },
  ),
  terminals: op<MonitorTerminalPage, undefined, MonitorTerminalQuery>("GET /{product}/monitor/terminal", {
    anyOf: ["serverMonitor", "meetingMonitor", "meetingControl"],
  }),
  mcus: op<MonitorMcuPage, undefined, MonitorMcuQuery>("GET /{product}/monitor/mcu", {
    anyOf: ["mcuMonitor", "meetingMonitor", "meetingControl"],
  }),
});
