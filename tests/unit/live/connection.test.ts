import {
  type EventSourceLike,
  LiveConnection,
  type LiveHandlers,
  type LiveTransport,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
} from "../../../src/providers/live/connection";

class FakeSource implements EventSourceLike {
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  fail() {
    this.onerror?.(new Event("error"));
  }
}

function harness(answers: ({ ticket: string } | { fatal: boolean })[] = []) {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let n = 0;
  const transport: LiveTransport = {
    ticket: vi.fn(async () => answers.shift() ?? { ticket: `t${++n}` }),
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      const i = timers.indexOf(handle as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  const events: string[] = [];
  const handlers: LiveHandlers = {
    batch: (b) => events.push(`batch:${b.seq}`),
    reset: (seq) => events.push(`reset:${seq}`),
    status: (s) => events.push(`status:${s}`),
  };
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const fireTimer = async () => {
    const timer = timers.shift();
    timer?.run();
    await flush();
    return timer?.ms;
  };
  return { sources, timers, transport, events, handlers, flush, fireTimer };
}

const batchOf = (seq: number) => ({ seq, at: 0, meetingId: "m1", deltas: [] });
const query = (url: string) => new URL(url, "http://x").searchParams;

describe("LiveConnection (docs/live-meetings.md: tickets, since, reconnect)", () => {
  it("opens the stream with a fresh ticket and the state's seq", async () => {
    const h = harness();
    new LiveConnection("/api/v1/live/stream", "m1", 42, h.handlers, h.transport).start();
    await h.flush();
    expect(h.transport.ticket).toHaveBeenCalledWith("m1");
    expect(query(h.sources[0]!.url).get("ticket")).toBe("t1");
    expect(query(h.sources[0]!.url).get("since")).toBe("42");
    expect(h.events).toEqual(["status:connecting"]);
  });

  it("hands on each batch once and in order, and says when it is live", async () => {
    const h = harness();
    new LiveConnection("/s", "m1", 10, h.handlers, h.transport).start();
    await h.flush();
    const s = h.sources[0]!;
    s.emit("live", batchOf(11));
    s.emit("live", batchOf(11));
    s.emit("live", batchOf(9));
    s.emit("ready", { seq: 11 });
    s.emit("live", batchOf(14));
    expect(h.events).toEqual(["status:connecting", "batch:11", "status:live", "batch:14"]);
  });

  it("after a drop, asks a new ticket and continues from the last batch handed on: nothing lost", async () => {
    const h = harness();
    new LiveConnection("/s", "m1", 10, h.handlers, h.transport).start();
    await h.flush();
    h.sources[0]!.emit("live", batchOf(12));
    h.sources[0]!.fail();
    expect(h.sources[0]!.closed).toBe(true);
    expect(h.events.at(-1)).toBe("status:reconnecting");
    expect(await h.fireTimer()).toBe(RECONNECT_MIN_MS);
    const second = h.sources[1]!;
    expect(query(second.url).get("ticket")).toBe("t2");
    expect(query(second.url).get("since")).toBe("12");
  });

  it("waits longer after each failed attempt, up to a ceiling, and starts over once live", async () => {
    const h = harness([{ ticket: "a" }, ...Array.from({ length: 7 }, () => ({ fatal: false }))]);
    new LiveConnection("/s", null, 0, h.handlers, h.transport).start();
    await h.flush();
    h.sources[0]!.fail();
    const waits = [];
    for (let i = 0; i < 8; i++) waits.push(await h.fireTimer());
    expect(waits.slice(0, 4)).toEqual([
      RECONNECT_MIN_MS,
      RECONNECT_MIN_MS * 2,
      RECONNECT_MIN_MS * 4,
      RECONNECT_MIN_MS * 8,
    ]);
    expect(Math.max(...(waits as number[]))).toBe(RECONNECT_MAX_MS);
    const last = h.sources.at(-1)!;
    last.emit("ready", { seq: 0 });
    last.fail();
    expect(await h.fireTimer()).toBe(RECONNECT_MIN_MS);
  });

  it("a reset moves the position and tells the owner to read the state again", async () => {
    const h = harness();
    new LiveConnection("/s", "m1", 3, h.handlers, h.transport).start();
    await h.flush();
    h.sources[0]!.emit("reset", { seq: 500 });
    h.sources[0]!.emit("live", batchOf(499));
    h.sources[0]!.emit("live", batchOf(501));
    expect(h.events).toEqual(["status:connecting", "reset:500", "batch:501"]);
  });

  it("stops when the session ends (closed) or the ticket is refused for good", async () => {
    const h = harness();
    new LiveConnection("/s", "m1", 3, h.handlers, h.transport).start();
    await h.flush();
    h.sources[0]!.emit("closed", { reason: "SESSION_ENDED" });
    expect(h.sources[0]!.closed).toBe(true);
    expect(h.events.at(-1)).toBe("status:closed");
    expect(h.timers).toHaveLength(0);

    const refused = harness([{ fatal: true }]);
    new LiveConnection("/s", "m1", 3, refused.handlers, refused.transport).start();
    await refused.flush();
    expect(refused.sources).toHaveLength(0);
    expect(refused.events).toEqual(["status:connecting", "status:closed"]);
  });

  it("without a starting seq, takes the ready's position so a reconnection misses nothing", async () => {
    const h = harness();
    new LiveConnection("/s", null, undefined, h.handlers, h.transport).start();
    await h.flush();
    expect(query(h.sources[0]!.url).has("since")).toBe(false);
    h.sources[0]!.emit("ready", { seq: 77 });
    h.sources[0]!.fail();
    await h.fireTimer();
    expect(query(h.sources[1]!.url).get("since")).toBe("77");
  });

  it("stop() closes the stream and cancels a pending reconnection", async () => {
    const h = harness();
    const connection = new LiveConnection("/s", "m1", 1, h.handlers, h.transport);
    connection.start();
    await h.flush();
    h.sources[0]!.fail();
    connection.stop();
    expect(h.timers).toHaveLength(0);
  });

  it("nudge() reconnects at once when waiting (back online, tab visible again)", async () => {
    const h = harness();
    const connection = new LiveConnection("/s", "m1", 1, h.handlers, h.transport);
    connection.start();
    await h.flush();
    h.sources[0]!.fail();
    connection.nudge();
    await h.flush();
    expect(h.timers).toHaveLength(0);
    expect(h.sources).toHaveLength(2);
  });
});
