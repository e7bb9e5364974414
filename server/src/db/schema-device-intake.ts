import { boolean, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { DEVICE_KEY_KINDS } from "#contract/limits/device-intake";
import { millis } from "./schema.ts";
import { rooms } from "./schema-devices.ts";

/**
 * Devices reporting in (docs/devices.md): each device's key (only its hash), the broker the server
 * subscribes to (one row, its password sealed), and each room's latest presence reading.
 */
export const deviceKeys = pgTable(
  "device_keys",
  {
    /** The terminal's, detector's or board's id (ids are unique across tables). */
    deviceId: text("device_id").primaryKey(),
    kind: text("kind", { enum: DEVICE_KEY_KINDS }).notNull(),
    /** SHA-256 of the key, hex; kept after a revocation so that the revoked key is told apart. */
    keyHash: text("key_hash").notNull(),
    createdAt: millis("created_at").notNull(),
    createdBy: text("created_by"),
    revokedAt: millis("revoked_at"),
  },
  (t) => [uniqueIndex("device_keys_hash_idx").on(t.keyHash)],
);

export const deviceSettings = pgTable("device_settings", {
  id: text("id").primaryKey(),
  mqttEnabled: boolean("mqtt_enabled").notNull(),
  brokerUrl: text("broker_url"),
  username: text("username"),
  /** AES-256-GCM under the server key (lib/secret-box.ts); never answered. */
  passwordSealed: text("password_sealed"),
  topicPrefix: text("topic_prefix").notNull(),
  heartbeatSeconds: integer("heartbeat_seconds").notNull(),
  updatedAt: millis("updated_at").notNull(),
});

/** What the room's presence sensors said last: the room's occupancy now. */
export const roomPresence = pgTable("room_presence", {
  roomId: text("room_id")
    .primaryKey()
    .references(() => rooms.id, { onDelete: "cascade" }),
  present: boolean("present").notNull(),
  /** Null when the sensor counts nobody (it only tells present or absent). */
  peopleCount: integer("people_count"),
  detectorId: text("detector_id"),
  readingAt: millis("reading_at").notNull(),
});
