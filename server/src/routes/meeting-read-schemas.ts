import { meetings, schedules } from "../db/schema-meetings.ts";
import { listQuerySchema, pageSchema } from "../lib/list-query.ts";
import { envelope, int, type JsonSchema, nullable, object, str } from "../lib/schemas.ts";

/** JSON schemas of the meeting reads and the history (contract "MeetingRow", "ScheduleDetail"). */
const text = { type: "string" };
const integer = { type: "integer" };
const bool = { type: "boolean" };
const namedRef = object({ id: text, name: text });
const nullableRef = { ...namedRef, type: ["object", "null"] };
const array = (items: JsonSchema) => ({ type: "array", items });

/** Epoch milliseconds up to the year 9999. */
export const epoch = int(0, 253_402_300_799_999);
export const typeFilter = { type: "string", enum: [...schedules.type.enumValues] };
export const statusFilter = { type: "string", enum: [...meetings.status.enumValues] };
export const utcOffset = { ...int(-720, 840), default: 480 };

export const meetingRowSchema = object({
  id: text,
  scheduleId: text,
  videoId: text,
  name: text,
  type: text,
  status: text,
  startAt: integer,
  endAt: integer,
  networkNumber: text,
  host: nullableRef,
  creator: namedRef,
  contact: nullable("string"),
  rooms: array(namedRef),
  recurring: bool,
  isPublic: bool,
  attendeeCount: integer,
  locked: bool,
  rights: object({ edit: bool, cancel: bool, end: bool }),
  joinByApp: bool,
  joinByTerminal: bool,
  hasPassword: bool,
});

/** Join by number: what joining needs (contract "JoinTarget"). */
export const joinTargetSchema = object({
  networkNumber: text,
  name: nullable("string"),
  status: text,
  startAt: integer,
  endAt: integer,
  hasPassword: bool,
  joinByApp: bool,
  joinByTerminal: bool,
});

export const meetingPage = envelope(pageSchema(meetingRowSchema));

export const attendeeSchema = object({ id: text, name: text, account: text, deptName: nullable("string") });

const recurrenceSchema = {
  type: ["object", "null"],
  properties: { kind: text, weekdays: array(integer), until: integer },
};

export const scheduleDetailSchema = object({
  id: text,
  parentId: nullable("string"),
  name: text,
  type: text,
  startAt: integer,
  endAt: integer,
  roomIds: array(text),
  recurrence: recurrenceSchema,
  video: bool,
  password: nullable("string"),
  fileIds: array(text),
  agenda: nullable("string"),
  contact: nullable("string"),
  contactPhone: nullable("string"),
  contactEmail: nullable("string"),
  hostId: nullable("string"),
  attendeeIds: array(text),
  isPublic: bool,
  capacity: integer,
  live: bool,
  waitingRoom: bool,
  joinByApp: bool,
  joinByTerminal: bool,
  mode: text,
  mainVenueRoomId: nullable("string"),
  meetingNumber: text,
  layout: text,
  bandwidth: integer,
  joinMute: bool,
  autoCall: bool,
  creator: namedRef,
  host: nullableRef,
  rooms: array(namedRef),
  attendees: array(attendeeSchema),
  files: array(object({ id: text, name: text, size: integer })),
  meetings: array(meetingRowSchema),
  hostToken: nullable("string"),
  rights: object({ edit: bool, cancel: bool }),
});

export const scheduleListQuery = listQuerySchema({
  tab: { type: "string", enum: ["all", "public", "hosted", "invited"] },
  status: statusFilter,
  type: typeFilter,
  start: epoch,
  end: epoch,
});

export const historyFilters = { keyword: str(0, 100), type: typeFilter, start: epoch, end: epoch };
