import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { LiveBatch } from "#contract/live-events";
import type { LiveMeeting } from "#contract/live-meetings";
import type { Participant, ParticipantPage } from "#contract/participants";
import type { Db } from "../../server/src/db/database.ts";
import { rooms, terminals } from "../../server/src/db/schema-devices.ts";
import { ADMIN, call, envelopeOf, loginAs, type MakeAppOptions, makeApp } from "./helpers.ts";

/**
 * Live meetings in tests: an app on a clock the test moves and a fixed simulator seed, with the
 * driver loop stepped by hand (`tick`), and meetings started through the real calls.
 */
export const SEED = 424_242;
export const base = "/api/v1/meeting";

export interface LiveApp {
  app: FastifyInstance;
  clock: { now: number };
  admin: string;
  advance(ms: number): Promise<void>;
  tick(): Promise<void>;
  close(): Promise<void>;
}

export async function makeLiveApp(options: MakeAppOptions = {}, start = Date.now()): Promise<LiveApp> {
  const clock = { now: start };
  const app = await makeApp({
    now: () => clock.now,
    ...options,
    live: { simulator: { seed: SEED }, instanceId: "test-a", ...options.live },
  });
  const { token } = await loginAs(app, ...ADMIN);
  const tick = () => app.live.engine.tick();
  return {
    app,
    clock,
    admin: token,
    tick,
    async advance(ms: number) {
      // The engine's own timer may be ticking at the old time, and a tick asked for meanwhile joins
      // it: wait for it first, so that the tick after the clock moves is a new one that reads it.
      await tick();
      clock.now += ms;
      await tick();
    },
    close: () => app.close(),
  };
}

/** Rooms with a terminal of the given registration status and protocol, by name. */
export async function terminalRooms(
  db: Db,
  status: "CONNECTED" | "DISCONNECT" | "CONNECTING" = "CONNECTED",
  protocol: "SIP" | "H323" = "SIP",
) {
  return db
    .select({
      roomId: rooms.id,
      roomName: rooms.name,
      terminalId: terminals.id,
      address: terminals.dialAddress,
    })
    .from(terminals)
    .innerJoin(rooms, eq(rooms.id, terminals.roomId))
    .where(
      and(
        isNotNull(terminals.roomId),
        eq(rooms.enabled, true),
        eq(terminals.status, status),
        eq(terminals.protocol, protocol),
      ),
    )
    .orderBy(asc(rooms.name));
}

/** An instant meeting (now, for an hour) in these rooms, hosted by the caller; answers its id. */
export async function instantMeeting(
  app: FastifyInstance,
  token: string,
  roomIds: string[],
  name = "Live test",
) {
  const response = await call(app, "POST", `${base}/schedules/instant`, {
    token,
    payload: { name, roomIds, durationMinutes: 60 },
  });
  if (response.statusCode !== 200) throw new Error(`instant meeting: ${response.body}`);
  return envelopeOf<{ id: string; scheduleId: string }>(response).data;
}

export async function liveOf(app: FastifyInstance, token: string, meetingId: string): Promise<LiveMeeting> {
  const response = await call(app, "GET", `${base}/meetings/${meetingId}/live`, { token });
  if (response.statusCode !== 200) throw new Error(`live: ${response.body}`);
  return envelopeOf<LiveMeeting>(response).data;
}

export async function rosterOf(
  app: FastifyInstance,
  token: string,
  meetingId: string,
): Promise<Participant[]> {
  const response = await call(app, "GET", `${base}/participants?meetingId=${meetingId}&size=500`, { token });
  if (response.statusCode !== 200) throw new Error(`roster: ${response.body}`);
  return envelopeOf<ParticipantPage>(response).data.records;
}

/** A control call; answers the status and the batch (or the error envelope). */
export async function control(
  app: FastifyInstance,
  token: string,
  method: string,
  url: string,
  payload?: unknown,
  language?: "zh-CN" | "en-US",
) {
  const response = await call(app, method, `${base}${url}`, { token, payload, language });
  const envelope = envelopeOf<LiveBatch | null>(response);
  return { status: response.statusCode, envelope, batch: envelope.data as LiveBatch };
}

export interface ScheduleOptions {
  roomIds: string[];
  startAt: number;
  minutes?: number;
  hostId?: string;
  name?: string;
  mode?: "SPEECH" | "DISCUSSION";
  mainVenueRoomId?: string;
  poolId?: string;
  capacity?: number;
  autoCall?: boolean;
}

/** A meeting booked through POST /schedules (as `token`); answers its meeting id. */
export async function scheduleMeeting(
  app: FastifyInstance,
  token: string,
  options: ScheduleOptions,
): Promise<string> {
  const response = await call(app, "POST", `${base}/schedules`, {
    token,
    payload: {
      name: options.name ?? "Scheduled live test",
      type: "VIDEO_MEETING",
      startAt: options.startAt,
      endAt: options.startAt + (options.minutes ?? 60) * 60_000,
      roomIds: options.roomIds,
      hostId: options.hostId ?? null,
      mode: options.mode ?? "DISCUSSION",
      mainVenueRoomId: options.mainVenueRoomId ?? null,
      poolId: options.poolId ?? null,
      capacity: options.capacity ?? 100,
      autoCall: options.autoCall ?? false,
    },
  });
  if (response.statusCode !== 200) throw new Error(`schedule: ${response.body}`);
  return envelopeOf<{ meetingIds: string[] }>(response).data.meetingIds[0];
}
