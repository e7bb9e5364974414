import { createHash, randomBytes } from "node:crypto";
import { inject } from "vitest";
import type { LiveBatch, StreamTicket } from "#contract/live-events";
import type { LiveMeeting } from "#contract/live-meetings";
import { type Database, openPostgres } from "../../server/src/db/database.ts";
import { type Balanced, startBalanced } from "./balanced-instances.ts";
import { CAPTCHA, encryptPassword } from "./helpers.ts";
import { terminalRooms } from "./live-fixtures.ts";
import { clearMeetings } from "./meeting-fixtures.ts";
import { multipartBody } from "./multipart-body.ts";
import { openSse, type SseClient } from "./sse-client.ts";

/**
 * Two server processes on one PostgreSQL behind HAProxy (round-robin), used as people use the
 * console: a session, event streams, a live meeting, a booking race, files and client packages
 * across instances; then one instance is killed and everything carries on through the other.
 */
let balanced: Balanced;
let db: Database;
let token: string;
let meetingId: string;

interface Answer<T> {
  status: number;
  data: T;
  message: string;
  servedBy: string | null;
}

async function api<T = unknown>(
  base: string,
  method: string,
  pathname: string,
  {
    body,
    raw,
    as = token,
  }: { body?: unknown; raw?: { payload: Buffer; headers: Record<string, string> }; as?: string } = {},
): Promise<Answer<T>> {
  const send = () =>
    fetch(`${base}/api/v1${pathname}`, {
      method,
      headers: {
        language: "en-US",
        ...(as ? { token: as } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...raw?.headers,
      },
      body: raw ? new Uint8Array(raw.payload) : body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  // A connection cut before any answer (HAProxy ending the sessions of an instance it marks down)
  // is retried once for a GET, as a browser retries an idempotent request; writes are not.
  const response = await send().catch((error: unknown) => {
    if (method !== "GET" || !(error instanceof TypeError)) throw error;
    return send();
  });
  const text = await response.text();
  const envelope = text.startsWith("{")
    ? (JSON.parse(text) as { data: T; message?: string })
    : { data: text as T };
  return {
    status: response.status,
    data: envelope.data,
    message: envelope.message ?? "",
    servedBy: response.headers.get("x-served-by"),
  };
}

const bytesOf = async (url: string) => {
  const response = await fetch(url, { headers: { token }, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, data: Buffer.from(await response.arrayBuffer()) };
};

async function signIn(base: string): Promise<string> {
  const { publicKey } = (await api<{ publicKey: string }>(base, "GET", "/login/interface", { as: "" })).data;
  const { key } = (await api<{ key: string }>(base, "GET", "/login/captcha", { as: "" })).data;
  const answer = await api<{ token: string }>(base, "POST", "/login", {
    as: "",
    body: {
      account: "admin",
      password: encryptPassword(publicKey, "Admin@123"),
      captchaKey: key,
      captcha: CAPTCHA,
    },
  });
  expect(answer.status).toBe(200);
  return answer.data.token;
}

async function stream(base: string, since?: number): Promise<SseClient> {
  const { data } = await api<StreamTicket>(base, "POST", "/live/tickets", { body: { meetingId } });
  const query = new URLSearchParams({
    ticket: data.ticket,
    ...(since !== undefined ? { since: String(since) } : {}),
  });
  const sse = await openSse(`${base}/api/v1/live/stream?${query}`);
  expect(sse.status).toBe(200);
  await sse.next((e) => e.event === "ready", 10_000);
  return sse;
}

const lock = (base: string, locked: boolean) =>
  api<LiveBatch>(base, "GET", `/meeting/meetings/${meetingId}/lock/${locked}`);
const hasLock = (batch: LiveBatch, locked: boolean) =>
  batch.deltas.some((d) => d.type === "meeting" && d.meetingId === meetingId && d.changes.locked === locked);

beforeAll(async () => {
  balanced = await startBalanced(2);
  db = await openPostgres({ ...inject("testPostgres").admin, database: balanced.database });
}, 300_000);
afterAll(async () => {
  await db?.close();
  await balanced?.close();
}, 60_000);

describe("two instances behind HAProxy", () => {
  it("a session signed in through the balancer works on both instances", async () => {
    token = await signIn(balanced.url);
    const served = new Set<string | null>();
    for (let i = 0; i < 6; i++) {
      const answer = await api(balanced.url, "GET", "/current/user");
      expect(answer.status).toBe(200);
      served.add(answer.servedBy);
    }
    expect([...served].sort()).toEqual(["instance1", "instance2"]);
    const [one, two] = balanced.instances;
    expect((await api(one!.url, "GET", "/current/user")).status).toBe(200);
    expect((await api(two!.url, "GET", "/current/user")).status).toBe(200);
  });

  it("a live meeting controlled through one instance: the stream on the other sees it", async () => {
    const [one, two] = balanced.instances;
    await clearMeetings(db.db);
    const rooms = await terminalRooms(db.db);
    const instant = await api<{ id: string }>(balanced.url, "POST", "/meeting/schedules/instant", {
      body: {
        name: "Behind a balancer",
        roomIds: rooms.slice(0, 3).map((r) => r.roomId),
        durationMinutes: 60,
      },
    });
    expect(instant.status, instant.message).toBe(200);
    meetingId = instant.data.id;
    // Whichever instance drives it starts it on its next round.
    for (let tries = 0; ; tries++) {
      const live = await api<LiveMeeting>(two!.url, "GET", `/meeting/meetings/${meetingId}/live`);
      if (live.data?.meetingStatus === "ONLINE") break;
      expect(tries).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const sse = await stream(one!.url);
    try {
      for (const locked of [true, false]) {
        const done = await lock(two!.url, locked);
        expect(done.status, done.message).toBe(200);
        const event = await sse.next(
          (e) => e.event === "live" && hasLock(e.data as LiveBatch, locked),
          10_000,
        );
        expect((event.data as LiveBatch).seq).toBeGreaterThanOrEqual(done.data.seq);
        const live = await api<LiveMeeting>(one!.url, "GET", `/meeting/meetings/${meetingId}/live`);
        expect(live.data.locked).toBe(locked);
      }
    } finally {
      sse.close();
    }
  }, 60_000);

  it("books one room and slot from both sides at once: exactly one wins", async () => {
    const [room] = await terminalRooms(db.db);
    const hour = 3_600_000;
    const startAt = (Math.floor(Date.now() / hour) + 24 * 3) * hour;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        api(balanced.url, "POST", "/meeting/schedules", {
          body: {
            name: `Race ${i}`,
            type: "VIDEO_MEETING",
            startAt,
            endAt: startAt + hour,
            roomIds: [room!.roomId],
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    expect(new Set(answers.map((a) => a.servedBy)).size).toBe(2);
  }, 60_000);

  it("a file and a client package uploaded through one instance download through the other", async () => {
    const [one, two] = balanced.instances;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(5000),
    ]);
    const file = await api<{ id: string }>(one!.url, "POST", "/system/file/upload", {
      raw: multipartBody([{ field: "file", name: "map.png", data: png }]),
    });
    expect(file.status).toBe(200);
    const fileBack = await bytesOf(`${two!.url}/api/v1/system/file/download/${file.data.id}`);
    expect(fileBack.status).toBe(200);
    expect(fileBack.data.equals(png)).toBe(true);

    const exe = Buffer.concat([Buffer.from("MZ"), randomBytes(700_000)]);
    const uploaded = await api<{ id: string; sha256: string }>(one!.url, "POST", "/apphub/app/version", {
      raw: multipartBody([
        { field: "platform", value: "WINDOWS" },
        { field: "version", value: "8.0.0" },
        { field: "file", name: "setup.exe", data: exe },
      ]),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.data.sha256).toBe(createHash("sha256").update(exe).digest("hex"));
    const packageBack = await bytesOf(`${two!.url}/api/v1/apphub/app/version/${uploaded.data.id}/download`);
    expect(packageBack.status).toBe(200);
    expect(packageBack.data.equals(exe)).toBe(true);
  });

  it("kill -9 of one instance: calls carry on through the other, no acknowledged write lost, the stream back within 5 s", async () => {
    const first = await stream(balanced.url);
    const victim = balanced.instances.find((i) => i.name === first.headers.get("x-served-by"))!;
    expect(victim).toBeDefined();
    let lastSeq = Number(first.events.at(-1)?.id ?? 0);
    const acked = new Map<string, string>();
    const failures: number[] = [];
    let writing = true;
    const writer = async (client: number) => {
      for (let n = 0; writing; n++) {
        const key = `BALANCED_${client}_${n}`;
        const value = randomBytes(6).toString("hex");
        const answer = await api<{ key: string; value: string }>(balanced.url, "POST", "/system/config", {
          body: { key, value },
        }).catch(() => null);
        if (answer?.status === 200 && answer.data.value === value) acked.set(key, value);
        else failures.push(answer?.status ?? 0);
      }
    };
    const writers = Promise.all([0, 1, 2, 3].map(writer));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const ackedBefore = acked.size;

    victim.child.kill("SIGKILL");
    const killedAt = performance.now();
    await first.ended;
    for (const e of first.events) if (e.id) lastSeq = Math.max(lastSeq, Number(e.id));
    let again: SseClient | null = null;
    while (!again) {
      again = await stream(balanced.url, lastSeq).catch(() => null);
      if (!again) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(performance.now() - killedAt).toBeLessThan(5_000);
    }
    const reconnectMs = performance.now() - killedAt;
    try {
      const done = await lock(balanced.url, true);
      expect(done.status).toBe(200);
      await again.next((e) => e.event === "live" && hasLock(e.data as LiveBatch, true), 10_000);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    } finally {
      writing = false;
      await writers;
      again.close();
    }
    expect(acked.size).toBeGreaterThan(ackedBefore);
    const lost: string[] = [];
    for (const [key, value] of acked) {
      const read = await api<{ value: string }>(balanced.url, "GET", `/system/config/${key}`);
      if (read.data?.value !== value) lost.push(key);
    }
    console.info(
      `kill -9: stream back in ${Math.round(reconnectMs)} ms, ${acked.size} writes acknowledged, ${failures.length} refused or cut, ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
    expect(failures.length).toBeLessThan(acked.size);
  }, 60_000);
});
