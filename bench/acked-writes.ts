// Acknowledged writes for the kill cycles: clients that stream system settings with distinct keys
// and remember which ones the server confirmed, and a reader that checks they are all still there.
import { setTimeout as sleep } from "node:timers/promises";

const HEADERS = { "content-type": "application/json", language: "en-US", userAgent: "WEB" };
const REQUEST_TIMEOUT_MS = 10_000;
/** Pause after a failed write, so that a dead server is not hammered in a tight loop. */
const BACKOFF_MS = 50;
const MAX_WRITES_PER_CLIENT = 100_000;

export interface Outcome {
  startedAt: number;
  /** HTTP status, or "network" when no answer came. */
  status: number | "network";
  acked: boolean;
}

export interface WriteStream {
  /** key -> value of every write the server confirmed. */
  acked: Map<string, string>;
  outcomes: Outcome[];
  /** Stop after the writes in flight; resolves when every client has stopped. */
  stop(): Promise<void>;
}

/** Settings keys: ^[A-Z][A-Z0-9_]{1,63}$ (server/src/settings/system-config.ts). */
export const writeKey = (run: string, cycle: number, client: number, n: number) =>
  `KILL_${run}_${cycle}_${client}_${n}`;

async function writeOne(baseUrl: string, token: string, key: string, value: string): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const res = await fetch(`${baseUrl}/api/v1/system/config`, {
      method: "POST",
      headers: { ...HEADERS, token },
      body: JSON.stringify({ key, value }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as { data?: { key?: string; value?: string } } | null;
    const acked = res.status === 200 && body?.data?.key === key && body.data.value === value;
    return { startedAt, status: res.status, acked };
  } catch {
    return { startedAt, status: "network", acked: false };
  }
}

export function streamWrites(
  baseUrl: string,
  token: string,
  options: { run: string; cycle: number; clients: number; deadline: number },
): WriteStream {
  const acked = new Map<string, string>();
  const outcomes: Outcome[] = [];
  let stopped = false;
  const client = async (c: number) => {
    for (let n = 0; !stopped && n < MAX_WRITES_PER_CLIENT && Date.now() < options.deadline; n++) {
      const key = writeKey(options.run, options.cycle, c, n);
      const value = `${key}:${Math.random().toString(36).slice(2)}`;
      const outcome = await writeOne(baseUrl, token, key, value);
      outcomes.push(outcome);
      if (outcome.acked) acked.set(key, value);
      else await sleep(BACKOFF_MS);
    }
  };
  const done = Promise.all(Array.from({ length: options.clients }, (_, c) => client(c)));
  return {
    acked,
    outcomes,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

export interface Verification {
  checked: number;
  /** Confirmed writes read back with another value or none. */
  lost: string[];
  /** Reads that never got a 200 (after retries). */
  readErrors: number;
}

const READ_TRIES = 3;

async function readValue(baseUrl: string, token: string, key: string): Promise<string | null | undefined> {
  for (let attempt = 0; attempt < READ_TRIES; attempt++) {
    try {
      const res = await fetch(`${baseUrl}/api/v1/system/config/${key}`, {
        headers: { ...HEADERS, token },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => null)) as { data?: { value?: string | null } } | null;
      if (res.status === 200 && body?.data) return body.data.value ?? null;
    } catch {
      // try again
    }
    await sleep(200);
  }
  return undefined;
}

/** Reads every confirmed write back, a few at a time. */
export async function verifyWrites(
  baseUrl: string,
  token: string,
  acked: ReadonlyMap<string, string>,
): Promise<Verification> {
  const entries = [...acked];
  const result: Verification = { checked: 0, lost: [], readErrors: 0 };
  const PARALLEL = 8;
  for (let i = 0; i < entries.length; i += PARALLEL) {
    await Promise.all(
      entries.slice(i, i + PARALLEL).map(async ([key, value]) => {
        const read = await readValue(baseUrl, token, key);
        result.checked += 1;
        if (read === undefined) result.readErrors += 1;
        else if (read !== value) result.lost.push(key);
      }),
    );
  }
  return result;
}
