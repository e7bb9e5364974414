import type { AppContext } from "../context.ts";
import type { Gateways } from "./gateways.ts";
import { storedMailServer } from "./mail-settings.ts";
import { mailFailure, sendMail } from "./mailer.ts";
import { claimDue, markFailed, markSent, type OutboxRow, pruneSent } from "./outbox.ts";

/**
 * Delivers the outbox: woken after each meeting write and every `pollMs`, it takes due rows in
 * small batches and sends them one by one; any number of instances may run one each.
 */
const BATCH = 10;
const PRUNE_EVERY_MS = 3_600_000;

export interface WorkerLog {
  warn(record: Record<string, unknown>, message: string): void;
  error(record: Record<string, unknown>, message: string): void;
}

export class OutboxWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly ctx: AppContext,
    readonly gateways: Gateways,
    private readonly log: WorkerLog,
  ) {}

  start(pollMs: number): void {
    this.timer = setInterval(() => this.wake(), pollMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Starts a pass now, or right after the one running. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass()
      .catch((error) => this.log.error({ err: error }, "the notification outbox pass failed"))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.wake();
        }
      });
    return this.running;
  }

  /** Sends everything due now; resolves when nothing due is left (for tests and shutdown). */
  async drain(): Promise<void> {
    await this.wake();
    while (this.running) await this.running;
  }

  private async pass(): Promise<void> {
    const now = this.ctx.now();
    if (now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await pruneSent(this.ctx.db, now);
    }
    while (!this.stopped) {
      const rows = await claimDue(this.ctx.db, this.ctx.now(), BATCH);
      if (rows.length === 0) return;
      for (const row of rows) await this.deliver(row);
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      await this.send(row);
      await markSent(this.ctx.db, row.id, this.ctx.now());
    } catch (error) {
      const reason = mailFailure(error);
      this.log.warn(
        { outboxId: row.id, channel: row.channel, attempts: row.attempts, reason },
        "a notification could not be sent",
      );
      await markFailed(this.ctx.db, row, reason, this.ctx.now());
    }
  }

  private async send(row: OutboxRow): Promise<void> {
    if (row.channel !== "EMAIL") {
      await this.gateways[row.channel].send({ to: row.recipient, toName: row.recipientName, text: row.body });
      return;
    }
    const server = await storedMailServer(this.ctx);
    if (!server) throw new Error("The mail server is not set up or is switched off");
    await sendMail(server, {
      to: { name: row.recipientName, address: row.recipient },
      subject: row.subject,
      text: row.body,
      ics: row.ics && row.icsMethod ? { method: row.icsMethod, content: row.ics } : null,
    });
  }
}
