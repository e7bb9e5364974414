import { eq } from "drizzle-orm";
import type { MailSettings, MailSettingsBody } from "#contract/notice";
import { openPasswordField } from "../auth/login.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { mailSettings } from "../db/schema-notice.ts";
import { fieldError } from "../errors.ts";
import type { MailServer } from "./mailer.ts";

/** The mail server: one stored row; its password sealed under the server key, never answered. */
const ROW_ID = "default";
const DEFAULT_PORT = 587;

type Row = typeof mailSettings.$inferSelect;

export async function readMailRow(db: Db): Promise<Row | null> {
  const [row] = await db.select().from(mailSettings).where(eq(mailSettings.id, ROW_ID));
  return row ?? null;
}

export function mailSettingsView(row: Row | null): MailSettings {
  return {
    configured: row !== null,
    enabled: row?.enabled ?? false,
    host: row?.host ?? null,
    port: row?.port ?? DEFAULT_PORT,
    security: row?.security ?? "STARTTLS",
    username: row?.username ?? null,
    passwordSet: row?.passwordSealed != null,
    fromAddress: row?.fromAddress ?? null,
    fromName: row?.fromName ?? null,
    language: row?.language ?? "zh-CN",
    updatedAt: row?.updatedAt ?? null,
  };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The stored password may be used only with the host and user name it was given for: a form that
 * points elsewhere must bring the password again, so that no call can send it to another server.
 */
const samePlace = (row: Row | null, body: MailSettingsBody): row is Row =>
  row !== null && row.host === body.host.trim() && row.username === blankToNull(body.username);

async function newPassword(ctx: AppContext, body: MailSettingsBody): Promise<string | null> {
  if (!body.password) return null;
  return openPasswordField(ctx, "password", body.password);
}

async function openStored(ctx: AppContext, row: Row | null): Promise<string | null> {
  if (!row?.passwordSealed) return null;
  return (await ctx.secrets()).open(row.passwordSealed);
}

export async function saveMailSettings(ctx: AppContext, body: MailSettingsBody): Promise<MailSettings> {
  const current = await readMailRow(ctx.db);
  const username = blankToNull(body.username);
  const password = await newPassword(ctx, body);
  let sealed: string | null = null;
  if (password) sealed = (await ctx.secrets()).seal(password);
  else if (username && samePlace(current, body)) sealed = current.passwordSealed;
  if (username && !sealed) throw fieldError({ password: "notice.passwordRequired" });
  const values = {
    enabled: body.enabled,
    host: body.host.trim(),
    port: body.port,
    security: body.security,
    username,
    passwordSealed: username ? sealed : null,
    fromAddress: body.fromAddress.trim(),
    fromName: blankToNull(body.fromName),
    language: body.language,
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(mailSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: mailSettings.id, set: values })
    .returning();
  return mailSettingsView(row);
}

const serverOf = (row: Row, password: string | null): MailServer => ({
  host: row.host,
  port: row.port,
  security: row.security,
  username: row.username,
  password,
  fromAddress: row.fromAddress,
  fromName: row.fromName,
});

/** The stored mail server, or null when none is set up or it is switched off. */
export async function storedMailServer(
  ctx: AppContext,
): Promise<(MailServer & { language: Row["language"] }) | null> {
  const row = await readMailRow(ctx.db);
  if (!row?.enabled) return null;
  return { ...serverOf(row, await openStored(ctx, row)), language: row.language };
}

/** A form's mail server for a test: its values, with the stored password when it gives none. */
export async function formMailServer(ctx: AppContext, body: MailSettingsBody): Promise<MailServer> {
  const stored = await readMailRow(ctx.db);
  const username = blankToNull(body.username);
  const password =
    (await newPassword(ctx, body)) ?? (samePlace(stored, body) ? await openStored(ctx, stored) : null);
  if (username && !password) throw fieldError({ password: "notice.passwordRequired" });
  return {
    host: body.host.trim(),
    port: body.port,
    security: body.security,
    username,
    password,
    fromAddress: body.fromAddress.trim(),
    fromName: blankToNull(body.fromName),
  };
}

/** The stored mail server for a test, switched on or not; null when none is saved. */
export async function savedMailServer(ctx: AppContext): Promise<MailServer | null> {
  const row = await readMailRow(ctx.db);
  return row ? serverOf(row, await openStored(ctx, row)) : null;
}
