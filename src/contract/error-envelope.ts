/**
 * The envelope of every failure (DESIGN.md §2): the HTTP status repeated, a message in the request's
 * language, and an `errorCode` where the console reacts to more than the status. A validation
 * failure carries a message per field, so that a form shows each beside its field.
 */
import { Nullable, Obj, Type } from "#contract/schema";

const status = Type.Integer({ minimum: 400, maximum: 599, description: "The HTTP status" });
const message = Type.String({ description: "What went wrong, in the request's language" });
const errorCode = Type.Optional(
  Type.String({ description: "TOKEN_INVALID, RE_LOGIN_ERROR, ROOM_BUSY, MEETING_LOCKED, …" }),
);

/** `{ <field>: <message> }`: the field names are those of the body, query or path. */
const FieldMessages = Type.Object({}, { additionalProperties: Type.String() });

export const ErrorEnvelope = Obj({
  status,
  message,
  data: Nullable(
    Type.Object({}, { description: "Details where a failure has them (the bookings in conflict)" }),
  ),
  errorCode,
});

export const FieldErrorEnvelope = Obj({
  status,
  message,
  data: Nullable(Obj({ fields: FieldMessages })),
  errorCode,
});
