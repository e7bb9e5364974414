import "./require-node.ts";
import { mkdirSync } from "node:fs";
import { buildApp } from "./app.ts";
import { startAuditPruner } from "./audit/retention.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { SeedError } from "./db/seed.ts";
import { applyHeapGrowth } from "./lib/heap-growth.ts";
import { type DataDirLock, DataDirLockedError, lockDataDir } from "./lock.ts";
import { startMeetingSettler } from "./meetings/settle.ts";
import { warmReports } from "./reports/warm-up.ts";

/** Entry point: read the configuration, lock the data directory, listen, shut down gracefully. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`Cannot start the server: ${message}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  applyHeapGrowth(config.heapGrowthPercent);
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, logger: true });
  } catch (error) {
    lock?.release();
    if (error instanceof SeedError || error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // Meetings whose end has passed are stored as OFFLINE (reads already show them so).
  const stopSettler = startMeetingSettler(app.ctx, {
    onError: (error) => app.log.error({ err: error }, "settling past meetings failed"),
  });

  // Audit entries older than the retention setting go, hourly.
  const stopPruner = startAuditPruner(app.ctx, {
    onError: (error) => app.log.error({ err: error }, "pruning the audit log failed"),
  });

  // Live meetings: this instance drives its share of the running ones (advisory locks decide which).
  app.live.engine.start((error) => app.log.error({ err: error }, "driving live meetings failed"));
  // Probed MCU servers (JANUS): ONLINE or OFFLINE with the reason, logged when it changes.
  app.live.health.start((server, probe) =>
    probe.status === "ONLINE"
      ? app.log.info({ mcu: server.id, name: server.name }, "MCU online")
      : app.log.warn(
          { mcu: server.id, name: server.name, reason: probe.reason, detail: probe.detail },
          "MCU offline",
        ),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, "shutting down");
    stopSettler();
    stopPruner();
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    await app.close();
    lock?.release();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  // Started before listening, which it does not delay: a report call that comes first waits for
  // the refresh it would otherwise have run itself.
  warmReports(app.ctx).catch((error) => app.log.warn({ err: error }, "warming the reports failed"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    stopSettler();
    stopPruner();
    await app.close();
    lock?.release();
    fail((error as Error).message);
  }
}

await start();
