import type { Page } from "#contract/list";
import { op, operations } from "#contract/operation";
import type {
  AssociationBody,
  AvailableDevice,
  AvailableDevicesBody,
  BindTerminalBody,
  Room,
  RoomDeptBody,
} from "#contract/rooms";

export const roomsOps = operations("rooms", {
  list: op("GET /device/room/query", { anyOf: ["meetingRoom", "device"] }),
  one: op("GET /device/room/{id}", "meetingRoom"),
  create: op("POST /device/room", "meetingRoom"),
  update: op("PUT /device/room/{id}", "meetingRoom"),
  remove: op("DELETE /device/room/{id}", "meetingRoom"),
  removeMany: op("POST /device/room/delete/batch", "meetingRoom"),
  bookable: op<Page<Room>>("GET /device/room/authority/query", "login"),
  changeDept: op<null, RoomDeptBody>("POST /device/room/change/dept/{ids}", "meetingRoom"),
  availableDevices: op<AvailableDevice[], AvailableDevicesBody>(
    "POST /device/room/association-info/get-available",
    "meetingRoom",
    { audit: "read" },
  ),
  setDevices: op<null, AssociationBody>("POST /device/room/association-info/batch", "meetingRoom"),
  terminal: op("GET /device/room/bind-info/terminal/{id}", "meetingRoom"),
  bindTerminal: op<unknown, BindTerminalBody>("PUT /device/room/bind-info/{id}", "meetingRoom"),
});
