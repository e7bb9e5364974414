import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.ts";
import type { DeviceEffect } from "./apply-device-message.ts";
import { DeviceIntake } from "./device-intake.ts";
import { brokerSettings, heartbeatIntervalMs, readDeviceSettingsRow } from "./device-settings.ts";
import { MqttBridge } from "./mqtt-bridge.ts";
import { sweepOffline } from "./offline-sweep.ts";

/**
 * Devices reporting in, per instance: the intake, the MQTT subscription (following the stored
 * settings: at once when they are saved here, within REFRESH_MS when saved on another instance)
 * and the missed-heartbeat sweep.
 */
const REFRESH_MS = 30_000;
const SWEEP_MS = 5_000;

export interface DeviceService {
  intake: DeviceIntake;
  mqtt: MqttBridge;
  /** Reads the settings and follows them (the settings route calls it after a save). */
  refresh(): Promise<void>;
  /** Applies the missed-heartbeat rule now, at the app's clock. */
  sweep(): Promise<DeviceEffect[]>;
  close(): Promise<void>;
}

export function createDeviceService(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: { background?: boolean } = {},
): DeviceService {
  const intake = new DeviceIntake(ctx, log);
  const mqtt = new MqttBridge(intake, log);
  const refresh = async () => {
    try {
      await mqtt.follow(await brokerSettings(ctx));
    } catch (error) {
      log.warn({ err: error }, "device settings unreadable");
    }
  };
  const sweep = async () => {
    const interval = heartbeatIntervalMs(await readDeviceSettingsRow(ctx.db));
    const effects = await sweepOffline(ctx.db, ctx.now(), interval);
    intake.emit(effects);
    return effects;
  };
  const timers: NodeJS.Timeout[] = [];
  if (options.background !== false) {
    void refresh();
    timers.push(setInterval(() => void refresh(), REFRESH_MS).unref());
    timers.push(
      setInterval(
        () => void sweep().catch((error) => log.warn({ err: error }, "offline sweep failed")),
        SWEEP_MS,
      ).unref(),
    );
  }
  return {
    intake,
    mqtt,
    refresh,
    sweep,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      await mqtt.close();
    },
  };
}
