import type { FastifyBaseLogger } from "fastify";
import { connectAsync, type MqttClient } from "mqtt";
import { DEVICE_PAYLOAD_MAX_BYTES } from "#contract/limits/device-intake";
import type { DeviceIntake } from "./device-intake.ts";
import type { BrokerSettings } from "./device-settings.ts";

/**
 * The server's subscription to the organisation's broker: `<prefix>/<deviceId>/<type>` through the
 * shared subscription `$share/meeting-console/...`, so that behind several instances the broker
 * hands each message to one of them (docs/devices.md). Every message goes to DeviceIntake.receive.
 */
export const SHARE_GROUP = "meeting-console";

export const subscriptionOf = (prefix: string) => `$share/${SHARE_GROUP}/${prefix}/+/+`;

/** The device id and message type of a topic under `prefix`, or null. */
export function topicParts(prefix: string, topic: string): { deviceId: string; type: string } | null {
  if (!topic.startsWith(`${prefix}/`)) return null;
  const rest = topic.slice(prefix.length + 1).split("/");
  if (rest.length !== 2 || !rest[0] || !rest[1]) return null;
  return { deviceId: rest[0], type: rest[1] };
}

export class MqttBridge {
  private client: MqttClient | null = null;
  private version: number | null = null;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly intake: DeviceIntake,
    private readonly log: FastifyBaseLogger,
  ) {}

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** Connects, reconnects or disconnects to follow the settings; serialised. */
  follow(settings: BrokerSettings | null): Promise<void> {
    this.pending = this.pending
      .then(() => this.apply(settings))
      .catch((error) => {
        this.log.warn({ err: error }, "MQTT broker connection failed");
      });
    return this.pending;
  }

  private async apply(settings: BrokerSettings | null): Promise<void> {
    if ((settings?.version ?? null) === this.version && (settings === null || this.client)) return;
    await this.stop();
    if (!settings) return;
    // No retries here: a broker that is down is tried again at the next refresh.
    const client = await connectAsync(
      settings.url,
      {
        protocolVersion: 5,
        clientId: `meeting-console-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
        ...(settings.username ? { username: settings.username } : {}),
        ...(settings.password ? { password: settings.password } : {}),
        reconnectPeriod: 2000,
        connectTimeout: 10_000,
        // Larger packets are dropped by the broker (MQTT 5) unseen; up to it they are read, refused and counted.
        properties: { maximumPacketSize: DEVICE_PAYLOAD_MAX_BYTES * 16 },
      },
      false,
    );
    this.client = client;
    this.version = settings.version;
    const prefix = settings.topicPrefix;
    client.on("message", (topic, payload) => {
      const parts = topicParts(prefix, topic);
      if (!parts) return;
      void this.intake.receive({
        transport: "mqtt",
        type: parts.type,
        raw: payload,
        topicDeviceId: parts.deviceId,
      });
    });
    client.on("error", (error) => this.log.warn({ err: error }, "MQTT broker error"));
    await client.subscribeAsync(subscriptionOf(prefix), { qos: 1 });
    this.log.info({ broker: settings.url, prefix }, "MQTT broker subscribed");
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.version = null;
    if (client) await client.endAsync(true);
  }

  close(): Promise<void> {
    this.pending = this.pending.then(() => this.stop());
    return this.pending;
  }
}
