import { isIP } from "node:net";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { HeartbeatPayload, PresencePayload } from "#contract/device-intake";
import { DEVICE_MESSAGE_TYPES, DEVICE_PAYLOAD_MAX_BYTES } from "#contract/limits/device-intake";

/** A device's payload read and checked: JSON, at most DEVICE_PAYLOAD_MAX_BYTES, of the type's schema. */
export type DeviceMessageType = (typeof DEVICE_MESSAGE_TYPES)[number];
export type DeviceMessage =
  | { type: "heartbeat"; payload: HeartbeatPayload }
  | { type: "presence"; payload: PresencePayload };

export type ParseFailure = {
  ok: false;
  reason: "tooLarge" | "notJson" | "invalid" | "unknownType";
  detail?: string;
};

const CHECKERS = {
  heartbeat: TypeCompiler.Compile(HeartbeatPayload),
  presence: TypeCompiler.Compile(PresencePayload),
};

export const isMessageType = (type: string): type is DeviceMessageType =>
  (DEVICE_MESSAGE_TYPES as readonly string[]).includes(type);

/** The payload's JSON, before anything trusts it; the size is checked before it is read. */
export function readPayload(
  type: string,
  raw: Buffer | string,
): { ok: true; type: DeviceMessageType; value: unknown } | ParseFailure {
  if (!isMessageType(type)) return { ok: false, reason: "unknownType", detail: type.slice(0, 40) };
  const size = typeof raw === "string" ? Buffer.byteLength(raw) : raw.length;
  if (size > DEVICE_PAYLOAD_MAX_BYTES) return { ok: false, reason: "tooLarge", detail: `${size} bytes` };
  try {
    return { ok: true, type, value: JSON.parse(typeof raw === "string" ? raw : raw.toString("utf8")) };
  } catch {
    return { ok: false, reason: "notJson" };
  }
}

/** The key a payload carries (MQTT; over HTTP it is a header). */
export function keyInPayload(value: unknown): string | null {
  const key = typeof value === "object" && value !== null ? (value as { key?: unknown }).key : undefined;
  return typeof key === "string" && key.length <= 200 ? key : null;
}

/** The payload checked against its type's schema (TypeBox). */
export function checkPayload(
  type: DeviceMessageType,
  value: unknown,
): { ok: true; message: DeviceMessage } | ParseFailure {
  const checker = CHECKERS[type];
  if (!checker.Check(value)) {
    const first = checker.Errors(value).First();
    return {
      ok: false,
      reason: "invalid",
      detail: first ? `${first.path || "/"}: ${first.message}` : undefined,
    };
  }
  if (type === "heartbeat") {
    const payload = value as HeartbeatPayload;
    if (payload.address !== undefined && isIP(payload.address) === 0) {
      return { ok: false, reason: "invalid", detail: "/address: not an IP address" };
    }
    return { ok: true, message: { type, payload } };
  }
  return { ok: true, message: { type, payload: value as PresencePayload } };
}
