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
const MORE: Readonly<Record<string, readonly ErrorResponse[]>> = {
  "auth.login": ["TooManyRequests"],
  "sso.authorize": ["Conflict", "TooManyRequests"],
  "sso.samlMetadata": ["NotFound"],
  "roomBoards.deviceBind": ["Conflict", "TooManyRequests"],
  "roomBoards.deviceHeartbeat": ["Unauthorized"],
  "roomBoards.deviceLogout": ["Unauthorized"],
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

/** A GET that changes a running meeting (spec §7 names these calls as GETs). */
const CONTROL_GET = /\/(lock|mode|microphone|connect|speaker|important|top|move)\/:\w+$|\/call\/:id$/;

/** The error responses of one route, as the document's `responses` entries. */
export function errorResponsesOf(route: DescribedRoute): Record<string, { $ref: string }> {
  const names: ErrorResponse[] = [];
  if (route.takesInput) names.push("BadRequest");
  if (route.permission !== "public") names.push("Unauthorized", "Forbidden");
  if (route.url.includes("/:")) names.push("NotFound");
  if (route.permission !== "public" && (route.method !== "GET" || CONTROL_GET.test(route.url)))
    names.push("Conflict");
  names.push(...(MORE[route.name] ?? []));
  return Object.fromEntries(
    names.map((name) => [FAILURES[name][0], { $ref: `#/components/responses/${name}` }]),
  );
}
