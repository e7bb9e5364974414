/**
 * A Server-Sent Events reader for the tests: what an EventSource sees, as a queue the test awaits,
 * over Node's fetch (the same wire a browser reads).
 */
export interface SseEvent {
  event: string;
  id: string | null;
  data: unknown;
  /** performance.now() when the event's last line arrived. */
  receivedAt: number;
}

export interface SseClient {
  status: number;
  headers: Headers;
  /** Resolves when the stream ends: the server closed it, the connection dropped or close() was called. */
  ended: Promise<void>;
  events: SseEvent[];
  /** The next event (in order) matching `filter`, waiting up to `timeoutMs`. */
  next(filter?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers: { accept: "text/event-stream" } });
  const events: SseEvent[] = [];
  let read = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) continue;
              const colon = line.indexOf(":");
              fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (!fields.has("event")) continue;
            events.push({
              event: fields.get("event") as string,
              id: fields.get("id") ?? null,
              data: JSON.parse(fields.get("data") ?? "null"),
              receivedAt: performance.now(),
            });
            wake();
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    ended,
    events,
    next(filter = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          while (read < events.length) {
            const event = events[read++];
            if (filter(event)) {
              waiters.delete(look);
              clearTimeout(timer);
              resolve(event);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(
            new Error(
              `no matching event within ${timeoutMs} ms (got ${events.map((e) => e.event).join(", ")})`,
            ),
          );
        }, timeoutMs);
        waiters.add(look);
        look();
      });
    },
    close: () => controller.abort(),
  };
}
