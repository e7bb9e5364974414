import { inArray, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { SessionUser } from "../auth/sessions.ts";
import { departments, users } from "../db/schema.ts";
import { humanDetectors, roomBoards, rooms, sensors, terminals } from "../db/schema-devices.ts";
import { fieldError } from "../errors.ts";
import { qualified as q } from "../lib/qualified.ts";
import { requireAuth } from "../plugins/auth.ts";

/**
 * Data authority by organisation, enforced in the queries (docs/people-and-roles.md): what of the
 * rooms, devices and users a caller may list, read and change. A SYSTEM user covers everything;
 * anyone else the departments of their data authority (their own grants and their roles', each
 * with every department below it), read with the session on every request.
 *
 * One condition per entity, used by its list and its by-id reads and writes alike:
 * - rooms and users: their department is covered (none: SYSTEM users only);
 * - terminals and human detectors: the room they are placed in is covered; a device in no room is
 *   stock, which every holder of `device` sees and may place;
 * - sensors: their detector is; room boards: their room is;
 * - departments: covered themselves.
 * MCU servers, resource pools, locations and floor maps are shared by the whole organisation;
 * a floor map's room placements follow the rooms. Meetings: meetings/visibility.ts.
 */
export type DataScope = { all: true } | { all: false; deptIds: readonly string[] };

export function scopeOf(user: Pick<SessionUser, "type" | "dataDeptIds">): DataScope {
  return user.type === "SYSTEM" ? { all: true } : { all: false, deptIds: user.dataDeptIds };
}

/** The caller's scope (401 without a session). */
export async function requestScope(request: FastifyRequest): Promise<DataScope> {
  return scopeOf(await requireAuth(request));
}

/** `column` is a covered department; undefined when everything is covered. */
export function deptIn(column: PgColumn | SQLWrapper, scope: DataScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.deptIds.length === 0) return sql`false`;
  return inArray(column as PgColumn, [...scope.deptIds]);
}

export function coversDept(scope: DataScope, deptId: string | null | undefined): boolean {
  if (scope.all) return true;
  return typeof deptId === "string" && scope.deptIds.includes(deptId);
}

/** A department a write names must be covered: else 400 beside `field` (none is for SYSTEM users only). */
export function requireCoveredDept(scope: DataScope, field: string, deptId: string | null | undefined): void {
  if (scope.all) return;
  if (!deptId) throw fieldError({ [field]: "scope.deptRequired" });
  if (!coversDept(scope, deptId)) throw fieldError({ [field]: "scope.deptOutside" });
}

export const roomScope = (scope: DataScope): SQL | undefined => deptIn(rooms.deptId, scope);

/** `column` (a room id) names a covered room. */
export function roomIdIn(column: PgColumn, scope: DataScope): SQL | undefined {
  if (scope.all) return undefined;
  return sql`${q(column)} in (select ${q(rooms.id)} from ${rooms} where ${deptIn(q(rooms.deptId), scope)})`;
}

/** A device placed in a covered room, or in no room (stock). */
function placedDevice(roomColumn: PgColumn, scope: DataScope): SQL | undefined {
  if (scope.all) return undefined;
  return or(isNull(roomColumn), roomIdIn(roomColumn, scope));
}

export const terminalScope = (scope: DataScope) => placedDevice(terminals.roomId, scope);
export const detectorScope = (scope: DataScope) => placedDevice(humanDetectors.roomId, scope);

export function sensorScope(scope: DataScope): SQL | undefined {
  if (scope.all) return undefined;
  return sql`${q(sensors.detectorId)} in (select ${q(humanDetectors.id)} from ${humanDetectors} where ${detectorScope(scope)})`;
}

export const boardScope = (scope: DataScope) => roomIdIn(roomBoards.roomId, scope);
export const userScope = (scope: DataScope) => deptIn(users.deptId, scope);
export const deptScope = (scope: DataScope) => deptIn(departments.id, scope);
