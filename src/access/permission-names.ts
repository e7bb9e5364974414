/** Permission names of spec §6: the console's display rules and the server's exact checks share this list. */
export const PERMISSIONS = [
  "operation",
  "location",
  "meetingRoom",
  "monitor",
  "device",
  "meetingMonitor",
  "serverMonitor",
  "mcuMonitor",
  "meetingControl",
  "dataReport",
  "personalReport",
  "deptReport",
  "meetingDetails",
  "meetingRoomReport",
  "concurrentReport",
  "system",
  "user",
  "maintenance",
] as const;

export type PermissionName = (typeof PERMISSIONS)[number];

/** What the demo operator holds (issue 2; README "Demo accounts"). */
export const OPERATOR_PERMISSIONS: readonly PermissionName[] = [
  "operation",
  "location",
  "meetingRoom",
  "monitor",
  "device",
  "meetingMonitor",
  "meetingControl",
];
