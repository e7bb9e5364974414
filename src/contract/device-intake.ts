/**
 * Devices reporting in (docs/devices.md): device keys, the MQTT broker settings, the payloads a
 * device sends (JSON with a version field `v`) and a room's occupancy as its sensors report it.
 */
import { DEVICE_KEY_KINDS, DEVICE_PAYLOAD_VERSION, HEARTBEAT_SECONDS } from "#contract/limits/device-intake";
import { NInt, NStr } from "#contract/records";
import { Enum, Int, Nullable, Obj, type Static, Str, Type } from "#contract/schema";

export const DeviceKeyKind = Enum(DEVICE_KEY_KINDS);
export type DeviceKeyKind = Static<typeof DeviceKeyKind>;

/** Whether the device holds a key: none yet, a working one, or a revoked one. */
export const DEVICE_KEY_STATES = ["NONE", "ACTIVE", "REVOKED"] as const;
export type DeviceKeyState = (typeof DEVICE_KEY_STATES)[number];

/** deviceIntake.issueKey: the key itself, answered this once; only its hash is kept. */
export const IssuedDeviceKey = Obj({
  deviceId: Type.String(),
  kind: DeviceKeyKind,
  key: Type.String(),
  createdAt: Type.Integer(),
});
export type IssuedDeviceKey = Static<typeof IssuedDeviceKey>;

/** The broker the server subscribes to; the password is never answered. */
export const DeviceSettings = Obj({
  mqttEnabled: Type.Boolean(),
  brokerUrl: NStr(),
  username: NStr(),
  passwordSet: Type.Boolean(),
  topicPrefix: Type.String(),
  heartbeatSeconds: Type.Integer(),
  updatedAt: NInt(),
});
export type DeviceSettings = Static<typeof DeviceSettings>;

/** deviceIntake.setSettings. `password` is encrypted like a login password; absent or empty keeps the stored one. */
export const DeviceSettingsBody = Obj({
  mqttEnabled: Type.Boolean(),
  brokerUrl: Nullable(Str(0, 500, { pattern: "^(|(mqtts?|wss?)://[^\\s]+)$" })),
  username: Nullable(Str(0, 200)),
  password: Type.Optional(Str(0, 1024)),
  topicPrefix: Str(1, 100, { pattern: "^[A-Za-z0-9_./-]+$" }),
  heartbeatSeconds: Int(HEARTBEAT_SECONDS.minimum, HEARTBEAT_SECONDS.maximum),
});
export type DeviceSettingsBody = Static<typeof DeviceSettingsBody>;

const Version = Type.Literal(DEVICE_PAYLOAD_VERSION);
/** Over MQTT the key travels in the payload; over HTTP in the `device-key` header. */
const Key = Type.Optional(Str(1, 200));

/** A heartbeat; a terminal adds its registration: registered, in a call, its address. */
export const HeartbeatPayload = Type.Object({
  v: Version,
  key: Key,
  registered: Type.Optional(Type.Boolean()),
  inCall: Type.Optional(Type.Boolean()),
  address: Type.Optional(Str(1, 64)),
  appVersion: Type.Optional(Str(1, 64)),
});
export type HeartbeatPayload = Static<typeof HeartbeatPayload>;

/** A presence sensor's reading: present or absent, and how many people when it counts them. */
export const PresencePayload = Type.Object({
  v: Version,
  key: Key,
  present: Type.Boolean(),
  people: Type.Optional(Int(0, 10_000)),
});
export type PresencePayload = Static<typeof PresencePayload>;

/** A room's occupancy as its presence sensors report it (null: no reading yet). */
export const RoomPresence = Obj({
  present: Type.Boolean(),
  peopleCount: Nullable(Type.Integer()),
  readingAt: Type.Integer(),
});
export type RoomPresence = Static<typeof RoomPresence>;
