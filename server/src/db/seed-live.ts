import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { newId, randomToken } from "../lib/ids.ts";
import type { Db } from "./database.ts";
import { users } from "./schema.ts";
import { rooms, terminals } from "./schema-devices.ts";
import { insertSeedSchedules, type SeedSchedule } from "./seed-meetings.ts";

/**
 * Demo meetings for the live pages (demo mode only): two that run now and one about to start, in
 * demo rooms that get terminals of their own (the terminals the device seed left unbound). The
 * driver starts the running ones on the simulator as soon as the server runs, so the monitors and
 * the control page have something to show at once: calls connecting, one failing, an H.323 room
 * cascaded off the SIP-only CMS, and a meeting at risk because a terminal is still registering.
 */
const PLAN = [
  {
    name: "全国销售视频例会",
    number: "800991",
    startOffsetMin: -25,
    minutes: 120,
    host: "operator",
    rooms: ["青海厅", "星辰厅", "朝阳厅", "晨曦厅"],
    speech: true,
  },
  {
    name: "研发中心技术评审",
    number: "800992",
    startOffsetMin: -10,
    minutes: 60,
    host: "admin",
    rooms: ["明月厅", "清风厅"],
  },
  {
    name: "客户远程演示",
    number: "800993",
    startOffsetMin: 10,
    minutes: 60,
    host: "user",
    rooms: ["创新室", "协作室"],
  },
] as const;

/** Terminal states of the rooms above, in order: one unregistered, one H.323, one registering. */
const TERMINALS: Record<string, { status: "CONNECTED" | "DISCONNECT" | "CONNECTING"; protocol?: "H323" }> = {
  青海厅: { status: "CONNECTED" },
  星辰厅: { status: "CONNECTED", protocol: "H323" },
  朝阳厅: { status: "CONNECTED" },
  晨曦厅: { status: "DISCONNECT" },
  明月厅: { status: "CONNECTED" },
  清风厅: { status: "CONNECTED" },
  创新室: { status: "CONNECTED" },
  协作室: { status: "CONNECTING" },
};

export async function seedLive(db: Db, now: number): Promise<number> {
  const names = PLAN.flatMap((plan) => [...plan.rooms]);
  const roomRows = await db
    .select({ id: rooms.id, name: rooms.name, terminalId: terminals.id })
    .from(rooms)
    .leftJoin(terminals, eq(terminals.roomId, rooms.id))
    .where(and(inArray(rooms.name, names), eq(rooms.enabled, true)));
  const roomId = new Map(roomRows.map((row) => [row.name, row.id]));
  const free = await db
    .select({ id: terminals.id })
    .from(terminals)
    .where(isNull(terminals.roomId))
    .orderBy(asc(terminals.name));
  const people = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.account, ["admin", "operator", "user"]));
  const userId = new Map(people.map((p) => [p.account, p.id]));
  const unbound = roomRows.filter((row) => row.terminalId === null);
  if (roomId.size < names.length || free.length < unbound.length || userId.size < 3) return 0;

  // Each room keeps its terminal or gets a free one, in the state the demo wants.
  let next = 0;
  for (const row of roomRows) {
    const terminal = TERMINALS[row.name];
    const id = row.terminalId ?? free[next++].id;
    await db
      .update(terminals)
      .set({
        roomId: row.id,
        status: terminal.status,
        protocol: terminal.protocol ?? "SIP",
        updatedAt: now,
      })
      .where(eq(terminals.id, id));
  }

  const start = Math.floor(now / 60_000) * 60_000;
  const items: SeedSchedule[] = PLAN.map((plan) => {
    const id = newId();
    const startAt = start + plan.startOffsetMin * 60_000;
    const endAt = startAt + plan.minutes * 60_000;
    const host = userId.get(plan.host) as string;
    const roomIds = plan.rooms.map((name) => roomId.get(name) as string);
    return {
      schedule: {
        id,
        name: plan.name,
        type: "VIDEO_MEETING",
        startAt,
        endAt,
        recurrence: null,
        meetingNumber: plan.number,
        hostToken: randomToken(),
        creatorId: host,
        hostId: host,
        isPublic: true,
        mode: "speech" in plan && plan.speech ? "SPEECH" : "DISCUSSION",
        mainVenueRoomId: roomIds[0],
        autoCall: true,
        createdAt: now - 86_400_000,
        updatedAt: now - 86_400_000,
      },
      meetings: [
        { id: newId(), scheduleId: id, startAt, endAt, status: "SCHEDULE", createdAt: now, updatedAt: now },
      ],
      roomIds,
      attendeeIds: [...userId.values()].filter((other) => other !== host),
    };
  });
  await insertSeedSchedules(db, items);
  return items.length;
}
