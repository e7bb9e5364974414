import { and, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { mcuServers } from "../db/schema-devices.ts";
import { type Probe, probeJanus } from "../mcu/janus/janus-health.ts";

/**
 * The status of the probed MCU servers (JANUS): every few seconds each is asked whether it
 * answers as the driver needs, and its status and reason are written when they change. A change
 * is reported (without the secret) to `log`.
 */
export interface HealthOptions {
  intervalMs?: number;
  log?: (server: { id: string; name: string }, probe: Probe) => void;
}

/** Probes every JANUS server once; answers how many changed. */
export async function probeMcus(db: Db, now: number, log?: HealthOptions["log"]): Promise<number> {
  const servers = await db.select().from(mcuServers).where(eq(mcuServers.model, "JANUS"));
  let changed = 0;
  await Promise.all(
    servers.map(async (server) => {
      const probe = await probeJanus(server);
      const [row] = await db
        .update(mcuServers)
        .set({ status: probe.status, statusReason: probe.reason, updatedAt: now })
        .where(
          and(
            eq(mcuServers.id, server.id),
            probe.reason === null
              ? or(ne(mcuServers.status, "ONLINE"), isNotNull(mcuServers.statusReason))
              : or(
                  ne(mcuServers.status, "OFFLINE"),
                  sql`${mcuServers.statusReason} is distinct from ${probe.reason}`,
                ),
          ),
        )
        .returning({ id: mcuServers.id });
      if (!row) return;
      changed++;
      log?.(server, probe);
    }),
  );
  return changed;
}

export class McuHealth {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly options: HealthOptions = {},
  ) {}

  /** One round now (a round already under way is joined). */
  probe(): Promise<number> {
    this.running ??= probeMcus(this.db, this.now(), this.options.log).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(log?: HealthOptions["log"]): void {
    if (log) this.options.log = log;
    if (this.timer) return;
    const next = () => {
      this.timer = setTimeout(() => {
        void this.probe()
          .catch(() => 0)
          .finally(() => {
            if (this.timer) next();
          });
      }, this.options.intervalMs ?? 3_000);
      this.timer.unref();
    };
    next();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }
}
