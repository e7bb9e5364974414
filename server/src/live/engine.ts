import { hostname } from "node:os";
import { and, isNull, lt, lte, or, sql } from "drizzle-orm";
import type pg from "pg";
import { LIVE_REPLAY_KEEP_MINUTES } from "#contract/live-events";
import { liveEvents, liveStreamTickets } from "../db/schema-live.ts";
import { meetings } from "../db/schema-meetings.ts";
import { randomToken } from "../lib/ids.ts";
import type { LiveDeps } from "./deps.ts";
import { autoEnd } from "./end.ts";
import { claimDriving, observeMeeting } from "./observe.ts";
import { startMeeting } from "./start.ts";

/**
 * The driver loop of one server instance. Each tick it lists the meetings that should run now,
 * takes the PostgreSQL advisory lock of those no instance drives yet (on a connection of its own:
 * the lock lives as long as that connection), and drives the ones it holds: starts them at their
 * time, observes them, ends them at their end. Exactly one instance holds a meeting's lock; when
 * that instance dies its connection closes, PostgreSQL frees the lock and another instance takes
 * the meeting at its next tick (within a second or two, well inside the 10 s budget).
 */
export interface EngineOptions {
  tickMs?: number;
  onError?: (error: unknown) => void;
}

/** Advisory lock key space of the meetings (the second key is hashtext(meeting id)). */
const MEETING_LOCK_CLASS = 72_616_301;
const HOUSEKEEPING_MS = 60_000;
/** Meetings driven at once in a tick (the database pool holds 10 connections). */
const DRIVE_CONCURRENCY = 4;

export const newInstanceId = (): string => `${hostname()}:${process.pid}:${randomToken().slice(0, 8)}`;

export class LiveEngine {
  private lockClient: pg.Client | null = null;
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private stopped = true;
  private lastHousekeeping = 0;

  constructor(
    private readonly deps: LiveDeps,
    private readonly dedicated: () => pg.Client,
    private readonly options: EngineOptions = {},
  ) {}

  /** The meetings this instance drives now. */
  get driving(): ReadonlySet<string> {
    return this.held;
  }

  /** Whether the loop runs (main.ts starts it; most tests drive meetings by hand). */
  get running(): boolean {
    return !this.stopped;
  }

  /** Starts the loop; `onError` (e.g. the app's logger) hears what a tick could not do. */
  start(onError?: (error: unknown) => void): void {
    if (onError) this.options.onError = onError;
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.tick()
        .catch((error) => this.options.onError?.(error))
        .finally(() => this.schedule(this.options.tickMs ?? 1000));
    }, delay);
    this.timer.unref();
  }

  /** Stops driving and frees every lock (another instance takes the meetings over). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking?.catch(() => undefined);
    await this.dropLocks();
  }

  /** Stops ticking but keeps the locks, as a frozen process would (tests kill its connection then). */
  halt(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async dropLocks(): Promise<void> {
    const client = this.lockClient;
    this.lockClient = null;
    this.held.clear();
    await client?.end().catch(() => undefined);
  }

  private async locks(): Promise<pg.Client> {
    if (this.lockClient) {
      try {
        await this.lockClient.query("select 1");
        return this.lockClient;
      } catch {
        // The connection is gone, and with it every lock: drive nothing until they are taken again.
        await this.dropLocks();
      }
    }
    const client = this.dedicated();
    client.on("error", () => {
      if (this.lockClient === client) {
        this.lockClient = null;
        this.held.clear();
      }
    });
    await client.connect();
    await client.query("select set_config('application_name', $1, false)", [
      `live-driver ${this.deps.instanceId}`.slice(0, 63),
    ]);
    this.lockClient = client;
    return client;
  }

  /** One pass: take the meetings due and free, drive the held ones. Ticks never overlap. */
  async tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = this.runTick().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async runTick(): Promise<void> {
    const now = this.deps.now();
    const client = await this.locks();
    const due = await this.dueMeetings(now);
    const taken: string[] = [];
    for (const id of due) {
      if (this.held.has(id)) continue;
      const { rows } = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock($1, hashtext($2)) as locked",
        [MEETING_LOCK_CLASS, id],
      );
      if (rows[0]?.locked) {
        this.held.add(id);
        taken.push(id);
      }
    }
    await claimDriving(this.deps, taken);
    const dueSet = new Set(due);
    const ended: string[] = [];
    for (const id of this.held) if (!dueSet.has(id)) ended.push(id);
    // A few meetings at a time: each is its own transaction, and the pool has room for them.
    const queue = [...this.held].filter((id) => dueSet.has(id));
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          if (await this.drive(id)) ended.push(id);
        } catch (error) {
          this.options.onError?.(error);
        }
      }
    };
    await Promise.all(Array.from({ length: DRIVE_CONCURRENCY }, worker));
    for (const id of ended) await this.release(client, id);
    if (now - this.lastHousekeeping >= HOUSEKEEPING_MS) {
      this.lastHousekeeping = now;
      await this.housekeeping(now);
    }
  }

  /** Drives one held meeting for this tick; true once it has ended. */
  private async drive(id: string): Promise<boolean> {
    const now = this.deps.now();
    const [row] = await this.deps.db
      .select({ endAt: meetings.endAt, status: meetings.status })
      .from(meetings)
      .where(sql`${meetings.id} = ${id}`);
    if (!row || row.status === "OFFLINE") return true;
    if (row.endAt <= now) {
      await autoEnd(this.deps, id);
      return true;
    }
    if (row.status === "SCHEDULE" || row.status === "ABNORMAL") {
      const started = await startMeeting(this.deps, id);
      if (started.outcome !== "skipped") return false;
    }
    await observeMeeting(this.deps, id);
    return false;
  }

  private async release(client: pg.Client, id: string): Promise<void> {
    this.held.delete(id);
    await client.query("select pg_advisory_unlock($1, hashtext($2))", [MEETING_LOCK_CLASS, id]);
  }

  /** Meetings that should be driven now: due and not ended, or running past their end (to end them). */
  private async dueMeetings(now: number): Promise<string[]> {
    const rows = await this.deps.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(
        and(
          isNull(meetings.cancelledAt),
          lte(meetings.startAt, now),
          or(
            sql`${meetings.status} in ('CONNECTING', 'ONLINE', 'ABNORMAL')`,
            and(sql`${meetings.status} = 'SCHEDULE'`, sql`${meetings.endAt} > ${now}`),
          ),
        ),
      )
      .orderBy(meetings.startAt, meetings.id);
    return rows.map((row) => row.id);
  }

  /** Drops batches older than the replay window and used or expired stream tickets. */
  private async housekeeping(now: number): Promise<void> {
    await this.deps.db.delete(liveEvents).where(lt(liveEvents.at, now - LIVE_REPLAY_KEEP_MINUTES * 60_000));
    await this.deps.db.delete(liveStreamTickets).where(lt(liveStreamTickets.expiresAt, now));
  }
}
