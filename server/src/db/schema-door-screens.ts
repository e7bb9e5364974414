import { pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { millis } from "./schema.ts";
import { roomBoards, rooms } from "./schema-devices.ts";
import { meetings } from "./schema-meetings.ts";

/**
 * Door screens (docs/devices.md): a kiosk asks for a pairing code, an administrator enters it on a
 * board's row, and the kiosk collects the board's device key once (the key is kept here only until
 * then, for at most the code's lifetime).
 */
export const boardPairings = pgTable(
  "board_pairings",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    /** SHA-256 of the secret the kiosk polls with. */
    secretHash: text("secret_hash").notNull(),
    expiresAt: millis("expires_at").notNull(),
    boardId: text("board_id").references(() => roomBoards.id, { onDelete: "cascade" }),
    /** The board's device key, from binding until the kiosk collects it. */
    deviceKey: text("device_key"),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("board_pairings_code_idx").on(t.code),
    uniqueIndex("board_pairings_secret_idx").on(t.secretHash),
  ],
);

/** A meeting checked in on its room's board: the first tap counts. */
export const boardCheckIns = pgTable(
  "board_check_ins",
  {
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    roomId: text("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    boardId: text("board_id").references(() => roomBoards.id, { onDelete: "set null" }),
    checkedInAt: millis("checked_in_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.roomId] })],
);
