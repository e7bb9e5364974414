/**
 * Choices and answer shapes shared by several resource declarations (pure data, no React).
 */
import dayjs from "dayjs";
import { DATE_FORMAT } from "../../src/config/constants";
import type { FieldOptions } from "../../src/resource-kit/types";

/** The whole address dictionary as a tree (roots are regions; `size` is the server's maximum). */
export const LOCATION_TREE: FieldOptions = {
  endpoint: "GET /device/dict/supply/query",
  query: { tree: true, size: 500 },
  valueKey: "id",
  labelKey: "name",
};

/** The organisation tree (spec §7 `GET /system/dept/tree`). */
export const DEPT_TREE: FieldOptions = {
  endpoint: "GET /system/dept/tree",
  valueKey: "id",
  labelKey: "name",
};

/** The departments the caller's data authority covers (what they may put people and rooms in). */
export const DEPT_TREE_COVERED: FieldOptions = {
  endpoint: "GET /system/dept/tree",
  query: { scope: "data" },
  valueKey: "id",
  labelKey: "name",
};

/** Role groups with their roles; a role the caller may not give comes disabled (#contract/rules/role-tree). */
export const ROLE_TREE: FieldOptions = {
  endpoint: "GET /system/group",
  query: { type: "ROLE" },
  valueKey: "id",
  labelKey: "name",
};

export const ROLES: FieldOptions = { endpoint: "GET /system/role", valueKey: "id", labelKey: "name" };

export const ROOMS: FieldOptions = { resource: "rooms", valueKey: "id", labelKey: "name" };

/** An epoch-ms answer field in the console's date format (left as it is when it is not a time). */
function shownTime(value: unknown): unknown {
  const time = typeof value === "number" ? dayjs(value) : undefined;
  return time?.isValid() ? time.format(DATE_FORMAT) : value;
}

/**
 * `POST /device/room-board/code/{roomId}` answers `{ id, roomId, bindCode, codeExpiresAt }`: the
 * result modal shows the code and its expiry (epoch ms on the wire) in the console's date format.
 */
export function bindCodeAnswer(data: unknown): unknown {
  const answer = (data ?? {}) as Record<string, unknown>;
  return { bindCode: answer.bindCode, codeExpiresAt: shownTime(answer.codeExpiresAt) };
}

/** A room's calendar feed `{ url, rotatedAt }`: the address to copy and when it was made. */
export function calendarFeedAnswer(data: unknown): unknown {
  const answer = (data ?? {}) as Record<string, unknown>;
  return { url: answer.url, rotatedAt: shownTime(answer.rotatedAt) };
}

export const MAX_REMARK = 200;
