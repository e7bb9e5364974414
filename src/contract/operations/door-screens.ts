import type {
  BoardBooking,
  BoardCheckIn,
  BoardPairBody,
  BoardPaired,
  BoardPairing,
  BoardPairingBody,
  BoardPairingState,
  BoardView,
  BookNowBody,
  MeetingCheckIn,
} from "#contract/door-screens";
import { op, operations } from "#contract/operation";

/** Door screens (docs/devices.md): the kiosk's pairing and view (device side), pairing on a board's row. */
export const doorScreensOps = operations("doorScreens", {
  startPairing: op<BoardPairing, BoardPairingBody>("POST /device/board/pairing", "public"),
  pairingState: op<BoardPairingState>("GET /device/board/pairing", "public"),
  pair: op<BoardPaired, BoardPairBody>("POST /device/room-board/pair/{id}", "device"),
  view: op<BoardView>("GET /device/board/view", "public"),
  checkIn: op<BoardCheckIn>("POST /device/board/check-in/{id}", "public"),
  bookNow: op<BoardBooking, BookNowBody>("POST /device/board/book-now", "public"),
  meetingCheckIns: op<MeetingCheckIn[]>("GET /{product}/meetings/{id}/check-ins", "login"),
});
