import type { StreamQuery, StreamTicket, StreamTicketBody } from "#contract/live-events";
import { op, operations } from "#contract/operation";

export const liveStreamOps = operations("liveStream", {
  ticket: op<StreamTicket, StreamTicketBody>("POST /live/tickets", "login", { audit: "read" }),
  stream: op<unknown, undefined, StreamQuery>("GET /live/stream", "public"),
});
