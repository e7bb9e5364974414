import { op, operations } from "#contract/operation";
import type { BindCode, BoardBindBody, BoardBinding } from "#contract/room-boards";

export const roomBoardsOps = operations("roomBoards", {
  list: op("GET /device/room-board/query", "device"),
  remove: op("DELETE /device/room-board/{id}", "device"),
  removeMany: op("POST /device/room-board/batch-delete", "device"),
  byRoom: op("GET /device/room-board/by-room/{roomId}", "device"),
  byRooms: op("POST /device/room-board/by-room-ids/{ids}", "device", { audit: "read" }),
  bindCode: op<BindCode>("POST /device/room-board/code/{roomId}", "device"),
  deviceBind: op<BoardBinding, BoardBindBody>("POST /device/room-board/device/bind", "public"),
  deviceHeartbeat: op<null>("POST /device/room-board/device/heartbeat", "public", { audit: "read" }),
  deviceLogout: op<null>("POST /device/room-board/device/logout", "public"),
});
