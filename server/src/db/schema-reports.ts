import { bigserial, index, pgTable, text } from "drizzle-orm/pg-core";
import { millis } from "./schema.ts";
import { rooms, sensors } from "./schema-devices.ts";

/**
 * Presence readings of the rooms' sensors: one row per span in which a sensor saw someone in its
 * room. Booked versus used (README "Reports") reads them beside the bookings and the call records.
 */
export const presenceReadings = pgTable(
  "presence_readings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    roomId: text("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    sensorId: text("sensor_id").references(() => sensors.id, { onDelete: "set null" }),
    startAt: millis("start_at").notNull(),
    endAt: millis("end_at").notNull(),
  },
  (t) => [index("presence_readings_room_time_idx").on(t.roomId, t.startAt, t.endAt)],
);
