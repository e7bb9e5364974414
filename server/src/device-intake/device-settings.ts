import { eq } from "drizzle-orm";
import type { DeviceSettings, DeviceSettingsBody } from "#contract/device-intake";
import { HEARTBEAT_SECONDS } from "#contract/limits/device-intake";
import { openPasswordField } from "../auth/password-field.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { deviceSettings } from "../db/schema-device-intake.ts";
import { fieldError } from "../errors.ts";

/** The broker the server subscribes to and the heartbeat interval: one stored row, the password sealed. */
const ROW_ID = "default";
const DEFAULT_PREFIX = "meeting";

type Row = typeof deviceSettings.$inferSelect;

export async function readDeviceSettingsRow(db: Db): Promise<Row | null> {
  const [row] = await db.select().from(deviceSettings).where(eq(deviceSettings.id, ROW_ID));
  return row ?? null;
}

export function deviceSettingsView(row: Row | null): DeviceSettings {
  return {
    mqttEnabled: row?.mqttEnabled ?? false,
    brokerUrl: row?.brokerUrl ?? null,
    username: row?.username ?? null,
    passwordSet: row?.passwordSealed != null,
    topicPrefix: row?.topicPrefix ?? DEFAULT_PREFIX,
    heartbeatSeconds: row?.heartbeatSeconds ?? HEARTBEAT_SECONDS.default,
    updatedAt: row?.updatedAt ?? null,
  };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The interval the offline rule counts in, in milliseconds. */
export const heartbeatIntervalMs = (row: Row | null): number =>
  (row?.heartbeatSeconds ?? HEARTBEAT_SECONDS.default) * 1000;

/**
 * A stored password goes only to the broker and user it was given for: a form pointing elsewhere
 * must bring it again.
 */
const samePlace = (row: Row | null, body: DeviceSettingsBody): row is Row =>
  row !== null &&
  row.brokerUrl === blankToNull(body.brokerUrl) &&
  row.username === blankToNull(body.username);

export async function saveDeviceSettings(ctx: AppContext, body: DeviceSettingsBody): Promise<DeviceSettings> {
  const current = await readDeviceSettingsRow(ctx.db);
  const brokerUrl = blankToNull(body.brokerUrl);
  const username = blankToNull(body.username);
  if (body.mqttEnabled && !brokerUrl) throw fieldError({ brokerUrl: "device.brokerRequired" });
  let sealed: string | null = null;
  if (body.password) {
    sealed = (await ctx.secrets()).seal(await openPasswordField(ctx, "password", body.password));
  } else if (username && samePlace(current, body)) sealed = current.passwordSealed;
  const values = {
    mqttEnabled: body.mqttEnabled,
    brokerUrl,
    username,
    passwordSealed: username ? sealed : null,
    topicPrefix: body.topicPrefix.replace(/\/+$/, ""),
    heartbeatSeconds: body.heartbeatSeconds,
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(deviceSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: deviceSettings.id, set: values })
    .returning();
  return deviceSettingsView(row);
}

/** What the MQTT bridge connects with, or null when MQTT is off. */
export interface BrokerSettings {
  url: string;
  username: string | null;
  password: string | null;
  topicPrefix: string;
  /** Changes whenever the row does: the bridge reconnects when it differs. */
  version: number;
}

export async function brokerSettings(ctx: AppContext): Promise<BrokerSettings | null> {
  const row = await readDeviceSettingsRow(ctx.db);
  if (!row?.mqttEnabled || !row.brokerUrl) return null;
  const password = row.passwordSealed ? (await ctx.secrets()).open(row.passwordSealed) : null;
  return {
    url: row.brokerUrl,
    username: row.username,
    password,
    topicPrefix: row.topicPrefix,
    version: row.updatedAt,
  };
}
