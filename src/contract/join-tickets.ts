/**
 * Join tickets: what a browser needs to join a meeting that runs on a Janus server (model JANUS),
 * issued by our server after it checked the meeting, its lock and its password. The ticket's token
 * is in the VideoRoom's `allowed` list until it expires, so a joiner who skips our server is refused.
 */
import { MEETING_PASSWORD_DIGITS } from "#contract/limits/meetings";
import { Epoch, Obj, type Static, Str, Type } from "#contract/schema";

export const JoinTicketBody = Obj({
  /** The name shown to the others (default: the signed-in user's). */
  display: Type.Optional(Str(1, 50)),
  password: Type.Optional(Type.String({ pattern: `^(\\d{${MEETING_PASSWORD_DIGITS}})?$` })),
});
export type JoinTicketBody = Static<typeof JoinTicketBody>;

export const JoinTicket = Obj({
  /** The Janus API the browser talks to (janus.js `server`). */
  janusUrl: Type.String(),
  room: Type.Integer(),
  /** The VideoRoom join's `token`. */
  token: Type.String(),
  /** The VideoRoom join's `pin` (null: none). */
  pin: Type.Union([Type.String(), Type.Null()]),
  display: Type.String(),
  /** After this (epoch ms) the token no longer joins. */
  expiresAt: Epoch(),
});
export type JoinTicket = Static<typeof JoinTicket>;
