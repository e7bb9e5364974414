import { inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { rolePermissions, roles, userDataAuthority, userRoles, users } from "../../server/src/db/schema.ts";
import { humanDetectors, rooms, sensors } from "../../server/src/db/schema-devices.ts";
import { callRecords, participants } from "../../server/src/db/schema-live.ts";
import { presenceReadings } from "../../server/src/db/schema-reports.ts";
import { ADMIN, call, loginAs, makeApp } from "./helpers.ts";
import { addMeetings, clearMeetings, someRooms, userIds } from "./meeting-fixtures.ts";

/**
 * The reports against a small seed whose every figure is worked out by hand below (Asia/Shanghai,
 * UTC+8; 2031-06-09 is a Monday). Meetings, local times:
 *   A  zhangwei (平台研发部 < 研发中心)  VIDEO    Mon 10:00–11:00  R1   R1's terminal 10:00–10:40, a guest 10:05–10:35
 *   B  lina (终端研发部 < 研发中心)      VIDEO    Mon 23:30–Tue 00:30 R2 R2's terminal 23:30–00:30 (crosses midnight)
 *   F  zhangwei                          VIDEO    Tue 09:00–10:00  R2   nobody
 *   G  hexue (市场部)                    VIDEO    Tue 09:30–10:30  R1   a remote guest 09:30–10:20, R1 empty
 *   C  zhaomin (华东区 < 市场部)         GENERAL  Tue 14:00–16:00  R1   no call; R1's sensor sees someone 14:10–14:40
 *   X  zhangwei, cancelled; Y  zhangwei, Thursday (not started by now, Thu 12:00): neither counts.
 * R1 belongs to 平台研发部 and has a sensor; R2 belongs to 市场部 and has none.
 */
/** A local (UTC+8) wall-clock time of June 2031 as epoch ms. */
export const at = (day: number, hour: number, minute = 0) => Date.UTC(2031, 5, day, hour - 8, minute);
export const NOW = at(12, 12);
export const RANGE = "from=2031-06-09&to=2031-06-10";

export interface ReportSeed {
  app: FastifyInstance;
  /** Tokens of the administrator and of linfeng, a manager of 研发中心 with every report permission. */
  admin: string;
  manager: string;
  /** Department ids by name. */
  dept: Map<string, string>;
  R1: string;
  R2: string;
}

async function deptIds(app: FastifyInstance): Promise<Map<string, string>> {
  const rows = (await app.ctx.db.execute(sql`select id, name from departments`)) as unknown as {
    rows: { id: string; name: string }[];
  };
  return new Map(rows.rows.map((row) => [row.name, row.id]));
}

/** An app on a fresh database holding the seed above (the caller closes it). */
export async function reportSeed(): Promise<ReportSeed> {
  const app = await makeApp({ now: () => NOW });
  const db = app.ctx.db;
  await clearMeetings(db);
  const dept = await deptIds(app);
  const [R1, R2] = (await someRooms(db, 2)).map((room) => room.id);
  await db
    .update(rooms)
    .set({ deptId: dept.get("平台研发部") })
    .where(inArray(rooms.id, [R1]));
  await db
    .update(rooms)
    .set({ deptId: dept.get("市场部") })
    .where(inArray(rooms.id, [R2]));
  await db.delete(humanDetectors).where(inArray(humanDetectors.roomId, [R1, R2]));
  await db.insert(humanDetectors).values({
    id: "hd-r1",
    name: "R1 detector",
    serialNumber: "HD-R1",
    roomId: R1,
    createdAt: NOW,
    updatedAt: NOW,
  });
  await db.insert(sensors).values({
    id: "se-r1",
    name: "R1 sensor",
    serialNumber: "SE-R1",
    detectorId: "hd-r1",
    createdAt: NOW,
    updatedAt: NOW,
  });
  const meetings = await addMeetings(
    db,
    [
      {
        name: "A",
        creator: "zhangwei",
        times: [[at(9, 10), at(9, 11)]],
        rooms: [R1],
        number: "710001",
        status: "OFFLINE",
      },
      {
        name: "B",
        creator: "lina",
        times: [[at(9, 23, 30), at(10, 0, 30)]],
        rooms: [R2],
        number: "710002",
        status: "OFFLINE",
      },
      {
        name: "F",
        creator: "zhangwei",
        times: [[at(10, 9), at(10, 10)]],
        rooms: [R2],
        number: "710003",
        status: "OFFLINE",
      },
      {
        name: "G",
        creator: "hexue",
        times: [[at(10, 9, 30), at(10, 10, 30)]],
        rooms: [R1],
        number: "710004",
        status: "OFFLINE",
      },
      {
        name: "=SUM(1)",
        creator: "zhaomin",
        times: [[at(10, 14), at(10, 16)]],
        rooms: [R1],
        number: "710005",
        status: "OFFLINE",
        type: "GENERAL",
      },
      {
        name: "X",
        creator: "zhangwei",
        times: [[at(10, 18), at(10, 19)]],
        rooms: [R2],
        number: "710006",
        cancelled: true,
      },
      { name: "Y", creator: "zhangwei", times: [[at(12, 15), at(12, 16)]], rooms: [R2], number: "710007" },
    ],
    NOW,
  );
  const id = (name: string) => meetings.get(name)!.meetingIds[0];
  const party = (meeting: string, key: string, roomId: string | null) => ({
    id: `p-${meeting}-${key}`,
    meetingId: id(meeting),
    name: key,
    callAddress: `${key}@example.com`,
    addressKey: `${key}@example.com`,
    protocol: "SIP" as const,
    roomId,
    status: "OFFLINE" as const,
    createdAt: NOW,
    updatedAt: NOW,
  });
  await db
    .insert(participants)
    .values([
      party("A", "r1", R1),
      party("A", "guest", null),
      party("B", "r2", R2),
      party("G", "remote", null),
    ]);
  const record = (meeting: string, key: string, roomId: string | null, from: number, to: number) => ({
    id: `c-${meeting}-${key}`,
    meetingId: id(meeting),
    participantId: `p-${meeting}-${key}`,
    name: key,
    callAddress: `${key}@example.com`,
    protocol: "SIP" as const,
    roomId,
    callDirection: true,
    dialledAt: from - 5000,
    connectedAt: from,
    disconnectedAt: to,
  });
  await db
    .insert(callRecords)
    .values([
      record("A", "r1", R1, at(9, 10), at(9, 10, 40)),
      record("A", "guest", null, at(9, 10, 5), at(9, 10, 35)),
      record("B", "r2", R2, at(9, 23, 30), at(10, 0, 30)),
      record("G", "remote", null, at(10, 9, 30), at(10, 10, 20)),
    ]);
  await db
    .insert(presenceReadings)
    .values({ roomId: R1, sensorId: "se-r1", startAt: at(10, 14, 10), endAt: at(10, 14, 40) });

  // A department manager of 研发中心: every report permission, data authority over its subtree.
  const ids = await userIds(db, ["linfeng"]);
  await db.insert(roles).values({
    id: "role-reports",
    groupId: (await db.select().from(roles).limit(1))[0].groupId,
    name: "报表管理员",
    sort: 99,
    createdAt: NOW,
    updatedAt: NOW,
  });
  await db
    .insert(rolePermissions)
    .values(
      (
        [
          "dataReport",
          "personalReport",
          "deptReport",
          "meetingDetails",
          "meetingRoomReport",
          "concurrentReport",
        ] as const
      ).map((permission) => ({ roleId: "role-reports", permission })),
    );
  await db.insert(userRoles).values({ userId: ids.get("linfeng")!, roleId: "role-reports" });
  await db.insert(userDataAuthority).values({ userId: ids.get("linfeng")!, deptId: dept.get("研发中心")! });
  await db
    .update(users)
    .set({ enabled: true })
    .where(inArray(users.id, [ids.get("linfeng")!]));

  const admin = (await loginAs(app, ...ADMIN)).token;
  const put = await call(app, "PUT", "/api/v1/report/settings", {
    token: admin,
    payload: { timeZone: "Asia/Shanghai" },
  });
  expect(put.statusCode).toBe(200);
  const manager = (await loginAs(app, "linfeng", "User@123")).token;
  return { app, admin, manager, dept, R1, R2 };
}
