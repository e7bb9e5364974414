import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { millis, users } from "./schema.ts";

/**
 * Running the installation: uploaded licences (the signed file kept as uploaded, for export) and
 * the open-API credential (one row: the key, the SHA-256 of its secret, the user it acts as).
 */
export const licences = pgTable(
  "licences",
  {
    id: text("id").primaryKey(),
    /** The id the vendor gave the licence (its terms' `id`); one upload per licence. */
    licenceId: text("licence_id").notNull().unique(),
    serial: text("serial").notNull(),
    licensee: text("licensee").notNull(),
    rooms: integer("rooms").notNull(),
    ports: integer("ports").notNull(),
    issuedAt: millis("issued_at").notNull(),
    expiresAt: millis("expires_at").notNull(),
    fileName: text("file_name").notNull(),
    content: text("content").notNull(),
    uploadedAt: millis("uploaded_at").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("licences_uploaded_idx").on(t.uploadedAt, t.id)],
);

export const apiCredentials = pgTable("api_credentials", {
  id: text("id").primaryKey(),
  apiKey: text("api_key").notNull().unique(),
  /** SHA-256 (hex) of the secret: the secret is random, 256 bits, shown once and never stored. */
  secretHash: text("secret_hash"),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  rotatedAt: millis("rotated_at"),
  updatedAt: millis("updated_at").notNull(),
});
