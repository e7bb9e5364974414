import type { AppContext } from "../context.ts";
import { type HealthOptions, McuHealth } from "../devices/mcu-health.ts";
import type { DriverRegistry } from "../mcu/driver.ts";
import { driverRegistry } from "../mcu/registry.ts";
import { Simulator, type SimulatorOptions } from "../mcu/simulator.ts";
import type { LiveDeps } from "./deps.ts";
import { type EngineOptions, LiveEngine, newInstanceId } from "./engine.ts";
import { type HubOptions, LiveHub } from "./hub.ts";
import type { LiveStream } from "./stream.ts";

/**
 * The live part of one server instance: the drivers (Janus's and the simulator unless others are given), the
 * driver loop (started by main.ts, or by a test that asks for it), the feed hub and the open
 * streams, all stopped with the app.
 */
export interface LiveOptions {
  /** The driver of each server model; default: the Janus driver for JANUS, one simulator for the others. */
  drivers?: DriverRegistry;
  simulator?: Partial<SimulatorOptions>;
  /** Start the driver loop with the app (default false: main.ts and tests that drive meetings ask for it). */
  engine?: boolean;
  engineOptions?: EngineOptions;
  /** How often the probed MCU servers (JANUS) are probed; started with the engine. */
  health?: HealthOptions;
  hub?: HubOptions;
  instanceId?: string;
}

export interface Live {
  deps: LiveDeps;
  simulator: Simulator | null;
  engine: LiveEngine;
  health: McuHealth;
  hub: LiveHub;
  streams: Set<LiveStream>;
  close(): Promise<void>;
}

export function createLive(ctx: AppContext, options: LiveOptions = {}): Live {
  const seed = ctx.config.simulatorSeed;
  const simulator = options.drivers
    ? null
    : new Simulator({ ...(seed !== null ? { seed } : {}), ...options.simulator });
  const drivers: DriverRegistry = options.drivers ?? driverRegistry(simulator as Simulator);
  const deps: LiveDeps = {
    db: ctx.db,
    now: ctx.now,
    drivers,
    instanceId: options.instanceId ?? newInstanceId(),
  };
  const engine = new LiveEngine(deps, ctx.dedicated, options.engineOptions);
  const hub = new LiveHub(ctx.db, ctx.dedicated, options.hub);
  const health = new McuHealth(ctx.db, ctx.now, options.health);
  const streams = new Set<LiveStream>();
  if (options.engine) {
    engine.start();
    health.start();
  }
  return {
    deps,
    simulator,
    engine,
    health,
    hub,
    streams,
    async close() {
      for (const stream of streams) stream.close();
      await health.stop();
      await engine.stop();
      await hub.close();
    },
  };
}
