import { asc, eq, sql } from "drizzle-orm";
import type { CallProtocol as Protocol } from "#contract/live-meetings";
import { protocolSupported } from "#contract/rules/meeting-control";
import type { Db } from "../db/database.ts";
import { mcuServers } from "../db/schema-devices.ts";
import { limitsInForce } from "../settings/licences/licences.ts";
import { portsInUse, sumOf } from "./change.ts";
import type { McuRow } from "./live-context.ts";

/**
 * MCU ports: each connected or connecting call holds one port of its MCU, and an MCU takes no more
 * calls than its capacity. Allocations of all instances queue on one transaction lock, so two
 * meetings starting at once cannot both take an MCU's last port. A meeting's calls go to its
 * master MCU while it has ports and dials the protocol, then to the other MCUs of its pool
 * (a cascade). Above the MCUs, the licence in force caps the calls of all MCUs together.
 */
const PORTS_LOCK = 72_616_201;

/** The MCUs of a pool (every MCU when the meeting names no pool), by name. */
export async function poolServers(tx: Db, poolId: string | null): Promise<McuRow[]> {
  return tx
    .select()
    .from(mcuServers)
    .where(poolId ? eq(mcuServers.poolId, poolId) : undefined)
    .orderBy(asc(mcuServers.name));
}

export type Allocation =
  | { mcu: McuRow }
  | { failure: "NO_FREE_PORT" | "LICENCE_PORTS" | "PROTOCOL_NOT_SUPPORTED" };

export class PortAllocator {
  private constructor(
    private readonly servers: McuRow[],
    private readonly free: Map<string, number>,
    private master: string | null,
    /** The licensed concurrent ports. */
    readonly licensed: number,
    private licensedFree: number,
  ) {}

  /** Takes the ports lock for the rest of the transaction and reads the pool's and the licence's free ports. */
  static async open(
    tx: Db,
    poolId: string | null,
    masterId: string | null,
    now: number,
  ): Promise<PortAllocator> {
    await tx.execute(sql`select pg_advisory_xact_lock(${PORTS_LOCK})`);
    const servers = (await poolServers(tx, poolId)).filter((mcu) => mcu.status === "ONLINE");
    const used = await portsInUse(tx);
    const free = new Map(servers.map((mcu) => [mcu.id, mcu.capacity - (used.get(mcu.id) ?? 0)]));
    const { ports } = await limitsInForce(tx, now);
    return new PortAllocator(servers, free, masterId, ports, ports - sumOf(used));
  }

  /** The online MCUs of the pool, the most free ports first. */
  get byFreePorts(): McuRow[] {
    return [...this.servers].sort(
      (a, b) => this.freeOn(b.id) - this.freeOn(a.id) || a.name.localeCompare(b.name),
    );
  }

  freeOn(mcuId: string): number {
    return this.free.get(mcuId) ?? 0;
  }

  /** Ports free on the pool's MCUs, within what the licence leaves. */
  get totalFree(): number {
    const onMcus = [...this.free.values()].reduce((sum, n) => sum + Math.max(0, n), 0);
    return Math.min(onMcus, Math.max(0, this.licensedFree));
  }

  /** Whether the licence leaves a port for another call. */
  get licenceAllows(): boolean {
    return this.licensedFree > 0;
  }

  setMaster(mcuId: string): void {
    this.master = mcuId;
  }

  /**
   * A port for a call over `protocol`: on the master if it can, else the freest MCU that dials it.
   * A call moved from another meeting frees its old port, so it takes none of the licence's.
   */
  take(protocol: Protocol, moved = false): Allocation {
    if (!moved && this.licensedFree <= 0) return { failure: "LICENCE_PORTS" };
    const dialling = this.servers.filter((mcu) => protocolSupported(mcu.model, protocol));
    if (dialling.length === 0) return { failure: "PROTOCOL_NOT_SUPPORTED" };
    const master = dialling.find((mcu) => mcu.id === this.master && this.freeOn(mcu.id) > 0);
    const chosen =
      master ??
      dialling
        .filter((mcu) => this.freeOn(mcu.id) > 0)
        .sort((a, b) => this.freeOn(b.id) - this.freeOn(a.id))[0];
    if (!chosen) return { failure: "NO_FREE_PORT" };
    this.free.set(chosen.id, this.freeOn(chosen.id) - 1);
    if (!moved) this.licensedFree -= 1;
    return { mcu: chosen };
  }

  /** Gives back a port taken for a dial the bridge refused. */
  release(mcuId: string): void {
    this.free.set(mcuId, this.freeOn(mcuId) + 1);
    this.licensedFree += 1;
  }
}
