import type pg from "pg";

/**
 * A LISTEN on one channel over a connection of its own, reconnecting after a loss. `up` runs once
 * the LISTEN is in place and `down` as soon as the connection is lost, so that a user of the
 * notifications knows when it may miss some.
 */
export interface ChannelHandlers {
  notify(): void;
  up(): void;
  down(): void;
  error?(error: unknown): void;
}

const RETRY_MS = 500;

export class ChannelListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly dedicated: () => pg.Client,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  get listening(): boolean {
    return this.client !== null;
  }

  /** Resolves once listening, or after the first attempt failed (it keeps retrying). */
  async start(): Promise<void> {
    if (this.closed || this.client) return;
    const client = this.dedicated();
    client.on("notification", (message) => {
      if (message.channel === this.channel) this.handlers.notify();
    });
    client.on("error", (error) => {
      this.handlers.error?.(error);
      this.lost(client);
    });
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.handlers.error?.(error);
      this.lost(client);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.handlers.up();
  }

  private lost(client: pg.Client): void {
    const wasListening = this.client === client;
    if (wasListening) {
      this.client = null;
      this.handlers.down();
    }
    client.end().catch(() => undefined);
    if (this.closed || this.retry || (!wasListening && this.client)) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, RETRY_MS);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) this.handlers.down();
    await client?.end().catch(() => undefined);
  }
}
