/**
 * One entry per server operation (docs/operations-table.md): its method and path as one string,
 * who may call it, and, as types only, what it takes and answers. Plain data, so the console's
 * chunks carry no schema library; the server attaches the TypeBox schemas by the same names.
 */
import type { RoutePermission } from "#contract/permissions";

export type OperationMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A query whose fields the entry does not type. */
export type AnyQuery = Readonly<Record<string, unknown>>;

export interface Operation<Reply = unknown, Body = unknown, Query = AnyQuery> {
  /** `"PUT /{product}/meetings/{id}/layout"`: `{product}` is the configured segment. */
  readonly route: string;
  readonly permission: RoutePermission;
  /** The table's name and the entry's key, e.g. `rooms.changeDept`: the OpenAPI operationId. */
  readonly name: string;
  /**
   * What the audit log records of a call (docs/audit-log.md). Unset: a write (any method but GET)
   * is recorded as a change, a GET is not. `"export"`: a download, recorded as an export. `"read"`:
   * a write that changes nothing (a lookup by POST, a connection test, a device's heartbeat).
   * `"self"`: the handler records it (sign-in).
   */
  readonly audit?: AuditMark;
  /** Never set: carries the reply, body and query types to the callers. */
  readonly types?: { reply: Reply; body: Body; query: Query };
}

export type AuditMark = "export" | "read" | "self";

type Unnamed<R, B, Q> = Omit<Operation<R, B, Q>, "name">;

/** An entry before its table names it. */
export function op<Reply = unknown, Body = unknown, Query = AnyQuery>(
  route: string,
  permission: RoutePermission,
  marks: { audit?: AuditMark } = {},
): Unnamed<Reply, Body, Query> {
  return marks.audit ? { route, permission, audit: marks.audit } : { route, permission };
}

type Named<T> = {
  readonly [K in keyof T]: T[K] extends Unnamed<infer R, infer B, infer Q> ? Operation<R, B, Q> : never;
};

/** A feature's table: each entry named `<table>.<key>`. */
export function operations<const T extends Record<string, Unnamed<unknown, unknown, unknown>>>(
  table: string,
  entries: T,
): Named<T> {
  const named: Record<string, Operation<unknown, unknown, unknown>> = {};
  for (const [key, entry] of Object.entries(entries)) named[key] = { ...entry, name: `${table}.${key}` };
  return named as Named<T>;
}

export function methodOf(operation: Pick<Operation, "route">): OperationMethod {
  return operation.route.slice(0, operation.route.indexOf(" ")) as OperationMethod;
}

export function pathOf(operation: Pick<Operation, "route">): string {
  return operation.route.slice(operation.route.indexOf(" ") + 1);
}

export type PathValue = string | number | readonly (string | number)[];

/**
 * The path with its placeholders filled, each value URI-encoded (a list joined by commas);
 * `{product}` is the configured segment. A missing value is a programming error.
 */
export function fillPath(
  operation: Pick<Operation, "route">,
  params: Readonly<Record<string, PathValue | undefined>>,
  product: string,
): string {
  return pathOf(operation).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = name === "product" ? product : params[name];
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
      throw new Error(`${operation.route} needs ${whole}`);
    const parts: readonly (string | number)[] = Array.isArray(value) ? value : [value as string | number];
    return parts.map((part) => encodeURIComponent(String(part))).join(",");
  });
}
