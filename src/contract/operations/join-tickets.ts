import type { JoinTicket, JoinTicketBody } from "#contract/join-tickets";
import { op, operations } from "#contract/operation";

export const joinTicketOps = operations("joinTickets", {
  issue: op<JoinTicket, JoinTicketBody>("POST /{product}/meetings/join-ticket/{number}", "login"),
});
