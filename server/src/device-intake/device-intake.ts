import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.ts";
import { sha256 } from "../lib/ids.ts";
import { acceptsMessage, applyDeviceMessage, type DeviceEffect } from "./apply-device-message.ts";
import { checkPayload, keyInPayload, readPayload } from "./device-payloads.ts";
import { FloodGuard } from "./flood-guard.ts";
import { checkDeviceKey } from "./key-check.ts";

/**
 * Every device message, from MQTT or HTTP, goes through receive(): size, JSON, flood, key, schema,
 * kind, then applyDeviceMessage. Each refusal is logged and counted by transport and outcome; none
 * throws, so a bad message never ends the subscriber or the request with a 500.
 */
export type Transport = "mqtt" | "http";
export type Outcome =
  | "applied"
  | "tooLarge"
  | "notJson"
  | "invalid"
  | "unknownType"
  | "flood"
  | "keyMissing"
  | "keyUnknown"
  | "keyRevoked"
  | "deviceMismatch"
  | "unknownDevice"
  | "wrongKind"
  | "failed";

export interface Inbound {
  transport: Transport;
  /** heartbeat or presence: the topic's or path's last segment. */
  type: string;
  raw: Buffer | string;
  /** The HTTP `device-key` header; over MQTT the key is in the payload. */
  headerKey?: string | null;
  /** The device id the MQTT topic names: it must be the key's device. */
  topicDeviceId?: string;
}

export type Received = { outcome: Outcome; effects: DeviceEffect[] };

export class DeviceIntake {
  readonly counts = new Map<`${Transport} ${Outcome}`, number>();
  private readonly flood = new FloodGuard();
  private readonly listeners = new Set<(effects: DeviceEffect[]) => void>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Called with what each applied message (and each offline sweep) changed: alarms and pushes hook here. */
  onApplied(listener: (effects: DeviceEffect[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  count(transport: Transport, outcome: Outcome): number {
    return this.counts.get(`${transport} ${outcome}`) ?? 0;
  }

  emit(effects: DeviceEffect[]): void {
    if (effects.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(effects);
      } catch (error) {
        this.log.error({ err: error }, "device effect listener failed");
      }
    }
  }

  private done(inbound: Inbound, outcome: Outcome, detail?: string, deviceId?: string): Received {
    const key = `${inbound.transport} ${outcome}` as const;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (outcome !== "applied" && outcome !== "flood") {
      this.log.warn(
        { transport: inbound.transport, type: inbound.type.slice(0, 40), outcome, detail, deviceId },
        "device message refused",
      );
    }
    return { outcome, effects: [] };
  }

  async receive(inbound: Inbound): Promise<Received> {
    try {
      return await this.pipeline(inbound);
    } catch (error) {
      this.log.error({ err: error, transport: inbound.transport }, "device message failed");
      return this.done(inbound, "failed");
    }
  }

  private async pipeline(inbound: Inbound): Promise<Received> {
    const read = readPayload(inbound.type, inbound.raw);
    if (!read.ok) return this.done(inbound, read.reason, read.detail, inbound.topicDeviceId);
    const key = inbound.transport === "http" ? (inbound.headerKey ?? null) : keyInPayload(read.value);
    const source = inbound.topicDeviceId ?? (key ? sha256(key) : "no-key");
    const now = this.ctx.now();
    if (!this.flood.allow(source, now)) {
      // Logged once per burst: the first refusal after an accepted message.
      if (this.count(inbound.transport, "flood") % 100 === 0) {
        this.log.warn(
          { transport: inbound.transport, deviceId: inbound.topicDeviceId },
          "device flood refused",
        );
      }
      return this.done(inbound, "flood");
    }
    const check = await checkDeviceKey(this.ctx.db, key);
    if (!check.ok) {
      const outcome =
        check.reason === "missing" ? "keyMissing" : check.reason === "revoked" ? "keyRevoked" : "keyUnknown";
      return this.done(inbound, outcome, undefined, inbound.topicDeviceId);
    }
    if (inbound.topicDeviceId !== undefined && inbound.topicDeviceId !== check.deviceId) {
      return this.done(inbound, "deviceMismatch", `key of ${check.deviceId}`, inbound.topicDeviceId);
    }
    const checked = checkPayload(read.type, read.value);
    if (!checked.ok) return this.done(inbound, checked.reason, checked.detail, check.deviceId);
    if (!acceptsMessage(check.kind, read.type))
      return this.done(inbound, "wrongKind", check.kind, check.deviceId);
    const effects = await applyDeviceMessage(this.ctx.db, check, checked.message, now);
    if (effects === null) return this.done(inbound, "unknownDevice", undefined, check.deviceId);
    this.done(inbound, "applied");
    this.emit(effects);
    return { outcome: "applied", effects };
  }
}
