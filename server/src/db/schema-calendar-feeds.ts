import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { millis, users } from "./schema.ts";
import { rooms } from "./schema-devices.ts";

/**
 * Calendar feeds (docs/calendars.md): one secret address per user (the meetings they host or
 * attend) and per room (its bookings). The token in the address is never stored: it is an HMAC of
 * the row's nonce under the server key, so its owner can copy it again, and the row keeps its
 * SHA-256 to find the feed. Rotating draws a new nonce, which ends the old address.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    roomId: text("room_id").references(() => rooms.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull(),
    /** SHA-256 (hex) of the token. */
    tokenHash: text("token_hash").notNull(),
    rotatedAt: millis("rotated_at").notNull(),
  },
  (t) => [
    uniqueIndex("calendar_feeds_token_idx").on(t.tokenHash),
    uniqueIndex("calendar_feeds_user_idx").on(t.userId),
    uniqueIndex("calendar_feeds_room_idx").on(t.roomId),
    check("calendar_feeds_owner_check", sql`num_nonnulls(${t.userId}, ${t.roomId}) = 1`),
  ],
);
