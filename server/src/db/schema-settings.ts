import { customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { millis, timestamps, users } from "./schema.ts";

/** The system settings tabs' own data: the login page's images and the users' feedback. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The login page's logo and background (kind LOGO | BACKGROUND), served to anyone. */
export const loginImages = pgTable("login_images", {
  kind: text("kind").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  updatedAt: millis("updated_at").notNull(),
});

/** What users send from the user menu; administrators mark it handled. */
export const feedback = pgTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The sender's name when sent: kept when the account goes. */
    userName: text("user_name").notNull(),
    category: text("category").notNull(),
    content: text("content").notNull(),
    contact: text("contact"),
    status: text("status").notNull(),
    handledBy: text("handled_by"),
    handlerName: text("handler_name"),
    handledAt: millis("handled_at"),
    note: text("note"),
    ...timestamps,
  },
  (t) => [
    // The feedback tab's list: newest first, optionally one status.
    index("feedback_created_idx").on(t.createdAt, t.id),
    index("feedback_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);
