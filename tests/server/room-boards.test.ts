import type { FastifyInstance } from "fastify";
import { roomBoards } from "../../server/src/db/schema-devices.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

/** Room boards: bind code -> device bind -> CONNECTED -> heartbeat -> logout, and the refusals. */
let app: FastifyInstance;
let admin: string;
let clock = Date.now();
let roomIds: string[];
const base = "/api/v1/device/room-board";
type Board = Record<string, unknown> & { id: string; status: string; bindCode: string | null };
type Code = { id: string; roomId: string; bindCode: string; codeExpiresAt: number };

beforeAll(async () => {
  app = await makeApp({ now: () => clock });
  admin = (await loginAs(app, ...ADMIN)).token;
  const rows = await app.ctx.db.query.rooms.findMany({ columns: { id: true }, limit: 10 });
  roomIds = rows.map((row) => row.id).slice(5);
});
afterAll(() => app.close());

const code = async (roomId: string) =>
  envelopeOf<Code>(await call(app, "POST", `${base}/code/${roomId}`, { token: admin })).data;
const bind = (payload: Record<string, unknown>, address = "10.0.0.1", language?: "en-US") =>
  call(app, "POST", `${base}/device/bind`, { payload, address, language });
const device = (path: string, token: string, address = "10.0.0.2") =>
  call(app, "POST", `${base}/device/${path}`, { headers: { "device-token": token }, address });
const boardOf = async (id: string) =>
  envelopeOf<{ records: Board[] }>(
    await call(app, "GET", `${base}/query?size=100`, { token: admin }),
  ).data.records.find((b) => b.id === id);

describe("room boards", () => {
  it("lists the seeded boards with their statuses", async () => {
    const { data } = envelopeOf<{ records: Board[]; total: number }>(
      await call(app, "GET", `${base}/query`, { token: admin }),
    );
    expect(data.total).toBe(3);
    expect(data.records.map((b) => b.status).sort()).toEqual(expect.arrayContaining(["LOGOUT", "UNBOUND"]));
    const user = (await loginAs(app, ...USER)).token;
    expect((await call(app, "GET", `${base}/query`, { token: user })).statusCode).toBe(403);
  });

  it("runs the whole flow: code, bind, CONNECTED, heartbeat, DISCONNECT after 5 minutes, logout", async () => {
    const issued = await code(roomIds[0]);
    expect(issued.bindCode).toMatch(/^\d{6}$/);
    expect(issued.codeExpiresAt).toBe(clock + 10 * 60_000);
    const again = await code(roomIds[0]);
    expect(again.id).toBe(issued.id);
    expect((await boardOf(issued.id))?.bindCode).toBe(again.bindCode);

    const bound = await bind({
      code: again.bindCode,
      deviceSerial: "DEV-1",
      name: "Door 1",
      appVersion: "3.0",
    });
    expect(bound.statusCode).toBe(200);
    const { deviceToken, boardId, roomId, roomName } = envelopeOf<{
      deviceToken: string;
      boardId: string;
      roomId: string;
      roomName: string;
    }>(bound).data;
    expect(boardId).toBe(issued.id);
    expect(roomId).toBe(roomIds[0]);
    expect(typeof roomName).toBe("string");
    const stored = await app.ctx.db.query.roomBoards.findFirst({ where: (t, { eq }) => eq(t.id, boardId) });
    expect(stored?.deviceTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.deviceTokenHash).not.toBe(deviceToken);
    expect(await boardOf(boardId)).toMatchObject({
      status: "CONNECTED",
      bindCode: null,
      name: "Door 1",
      ip: "10.0.0.1",
    });

    const reused = await bind({ code: again.bindCode, deviceSerial: "DEV-2" }, "10.0.0.1", "en-US");
    expect(reused.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Record<string, string> }>(reused).data.fields.code).toBe(
      "The bind code is invalid or has expired",
    );

    clock += 6 * 60_000;
    expect((await boardOf(boardId))?.status).toBe("DISCONNECT");
    const disconnected = envelopeOf<{ records: Board[] }>(
      await call(app, "GET", `${base}/query?status=DISCONNECT`, { token: admin }),
    ).data.records;
    expect(disconnected.map((b) => b.id)).toContain(boardId);
    expect((await device("heartbeat", deviceToken)).statusCode).toBe(200);
    expect(await boardOf(boardId)).toMatchObject({ status: "CONNECTED", ip: "10.0.0.2", lastSeenAt: clock });
    const connected = envelopeOf<{ records: Board[] }>(
      await call(app, "GET", `${base}/query?status=CONNECTED`, { token: admin }),
    );
    expect(connected.data.records.map((b) => b.id)).toContain(boardId);

    expect((await device("logout", deviceToken)).statusCode).toBe(200);
    expect((await boardOf(boardId))?.status).toBe("LOGOUT");
    const afterLogout = await device("heartbeat", deviceToken);
    expect(afterLogout.statusCode).toBe(401);
    expect((await device("heartbeat", "made-up")).statusCode).toBe(401);
    expect((await call(app, "POST", `${base}/device/heartbeat`)).statusCode).toBe(401);
  });

  it("refuses an expired code and issues unique codes", async () => {
    const issued = await code(roomIds[1]);
    clock += 10 * 60_000 + 1;
    const expired = await bind({ code: issued.bindCode, deviceSerial: "DEV-3" }, "10.0.0.3");
    expect(expired.statusCode).toBe(400);
    expect(envelopeOf(expired).message).toBe("绑定码无效或已过期");
    const fresh = await code(roomIds[1]);
    expect(fresh.id).toBe(issued.id);
    expect((await bind({ code: fresh.bindCode, deviceSerial: "DEV-3" }, "10.0.0.3")).statusCode).toBe(200);
    expect((await call(app, "POST", `${base}/code/unknown-room`, { token: admin })).statusCode).toBe(404);
    const codes = new Set<string>();
    for (const roomId of roomIds.slice(2, 5)) codes.add((await code(roomId)).bindCode);
    expect(codes.size).toBe(3);
  });

  it("rate-limits binding per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await bind({ code: "000000", deviceSerial: "X" }, "10.9.9.9")).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await bind({ code: "000000", deviceSerial: "X" }, "10.9.9.9");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await bind({ code: "000000", deviceSerial: "X" }, "10.9.9.8")).statusCode).toBe(400);
    clock += 61_000;
    expect((await bind({ code: "000000", deviceSerial: "X" }, "10.9.9.9")).statusCode).toBe(400);
  });

  it("answers by room and by room ids, and deletes", async () => {
    const issued = await code(roomIds[4]);
    const byRoom = envelopeOf<Board[]>(
      await call(app, "GET", `${base}/by-room/${roomIds[4]}`, { token: admin }),
    ).data;
    expect(byRoom.map((b) => b.id)).toEqual([issued.id]);
    expect(byRoom[0].bindCode).toBe(issued.bindCode);
    expect((await call(app, "GET", `${base}/by-room/unknown`, { token: admin })).statusCode).toBe(404);
    const byIds = envelopeOf<Board[]>(
      await call(app, "POST", `${base}/by-room-ids/${roomIds[3]},${roomIds[4]},unknown`, { token: admin }),
    ).data;
    expect(byIds.map((b) => b.roomId).sort()).toEqual([roomIds[3], roomIds[4]].sort());
    expect((await call(app, "DELETE", `${base}/${issued.id}`, { token: admin })).statusCode).toBe(200);
    expect((await call(app, "DELETE", `${base}/${issued.id}`, { token: admin })).statusCode).toBe(404);
    const others = (await app.ctx.db.select({ id: roomBoards.id }).from(roomBoards)).map((r) => r.id);
    expect(
      (await call(app, "POST", `${base}/batch-delete`, { token: admin, payload: { ids: others } }))
        .statusCode,
    ).toBe(200);
    expect(
      envelopeOf<{ total: number }>(await call(app, "GET", `${base}/query`, { token: admin })).data.total,
    ).toBe(0);
  });
});
