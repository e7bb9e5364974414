import type { RoutePermission } from "#contract/permissions";

/**
 * The failures an operation may answer (DESIGN.md §2), each a shared response of the document that
 * refers to the contract's error envelope (#contract/error-envelope) instead of repeating it.
 */
const FAILURES = {
  BadRequest: ["400", "The request is invalid: `data.fields` holds a message beside each field in error"],
  Unauthorized: ["401", "No valid session (`errorCode` TOKEN_INVALID, RE_LOGIN_ERROR or UNAUTHORIZED)"],
  Forbidden: ["403", "The caller's roles or data authority do not allow it"],
  NotFound: ["404", "No such record, or one outside the caller's data authority"],
  Conflict: [
    "409",
    "The current state refuses it: a room already booked (ROOM_BUSY), a meeting number taken, " +
      "a locked or ended meeting, a name or code taken, a record still in use",
  ],
  TooManyRequests: ["429", "Too many attempts from this address or account: wait and try again"],
} as const;

type ErrorResponse = keyof typeof FAILURES;

/** The document's `components.responses`. */
export const ERROR_RESPONSES = Object.fromEntries(
  Object.entries(FAILURES).map(([name, [status, description]]) => {
    const schema = status === "400" ? "FieldErrorEnvelope" : "ErrorEnvelope";
    const content = { "application/json": { schema: { $ref: `#/components/schemas/${schema}` } } };
    return [name, { description, content }];
  }),
);

/** What a route answers beyond what its permission, method and input say. */
export const MORE_ERRORS: Readonly<Record<string, readonly ErrorResponse[]>> = {
  "auth.login": ["TooManyRequests"],
  "sso.authorize": ["Conflict", "TooManyRequests"],
  "sso.samlMetadata": ["NotFound"],
  "roomBoards.deviceBind": ["Conflict", "TooManyRequests"],
  "roomBoards.deviceHeartbeat": ["Unauthorized"],
  "roomBoards.deviceLogout": ["Unauthorized"],
  "doorScreens.startPairing": ["TooManyRequests"],
  "doorScreens.pairingState": ["NotFound"],
  "doorScreens.view": ["Unauthorized"],
  "doorScreens.checkIn": ["Unauthorized", "NotFound", "Conflict"],
  "doorScreens.bookNow": ["Unauthorized", "Conflict"],
  "meetingReads.joinTarget": ["TooManyRequests"],
};

export interface DescribedRoute {
  /** The operation's name (`rooms.update`). */
  name: string;
  method: string;
  /** Fastify's form: `/api/v1/device/room/:id`. */
  url: string;
  permission: RoutePermission;
  /** Whether it takes a body, a query or path parameters that are validated. */
  takesInput: boolean;
}

/** GETs that change a running meeting (spec §7 names these calls as GETs). */
export const CHANGING_GETS = new Set([
  "liveControl.mode",
  "liveControl.microphoneAll",
  "liveControl.password",
  "liveControl.connectAll",
  "liveControl.lock",
  "participants.call",
  "participants.connect",
  "participants.important",
  "participants.microphone",
  "participants.move",
  "participants.speaker",
  "participants.top",
  "participants.topState",
]);

/** POSTs that change nothing: reads with a body, tests of settings, a session's own ends. */
export const UNCHANGING_WRITES = new Set([
  "auth.logout",
  "departments.byIds",
  "files.byIds",
  "ldap.test",
  "liveStream.ticket",
  "monitor.schedules",
  "networkSettings.testNtp",
  "notice.testMail",
  "roomBoards.byRooms",
  "rooms.availableDevices",
  "sensorImport.template",
  "sso.test",
  "users.all",
  "users.byIds",
]);

const changes = (route: DescribedRoute) =>
  route.method === "GET" ? CHANGING_GETS.has(route.name) : !UNCHANGING_WRITES.has(route.name);

/** The error responses of one route, as the document's `responses` entries. */
export function errorResponsesOf(route: DescribedRoute): Record<string, { $ref: string }> {
  const names: ErrorResponse[] = [];
  if (route.takesInput) names.push("BadRequest");
  if (route.permission !== "public") names.push("Unauthorized", "Forbidden");
  if (route.url.includes("/:")) names.push("NotFound");
  if (route.permission !== "public" && changes(route)) names.push("Conflict");
  names.push(...(MORE_ERRORS[route.name] ?? []));
  return Object.fromEntries(
    names.map((name) => [FAILURES[name][0], { $ref: `#/components/responses/${name}` }]),
  );
}
