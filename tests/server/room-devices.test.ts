import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  humanDetectors,
  terminalBrands,
  terminalModels,
  terminals,
} from "../../server/src/db/schema-devices.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

/** A room's devices: association info (one terminal, many detectors) and bind info. */
interface Room {
  id: string;
  name: string;
  terminalId: string | null;
  terminalName: string | null;
}
type Fields = { fields: Record<string, string> };

let app: FastifyInstance;
let admin: string;
let user: string;
beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  user = (await loginAs(app, ...USER)).token;
});
afterAll(() => app.close());

const api = "/api/v1/device/room";
const newRoom = async () =>
  envelopeOf<Room>(
    await call(app, "POST", api, {
      token: admin,
      payload: { name: `R-${randomUUID().slice(0, 8)}`, capacity: 8 },
    }),
  ).data;

describe("room devices", () => {
  const ids = { terminals: [] as string[], detectors: [] as string[] };
  beforeAll(async () => {
    const db = app.ctx.db;
    const now = Date.now();
    const brandId = randomUUID();
    const modelId = randomUUID();
    await db.insert(terminalBrands).values({ id: brandId, name: "TestBrand" });
    await db.insert(terminalModels).values({ id: modelId, brandId, name: "T1" });
    ids.terminals = [randomUUID(), randomUUID(), randomUUID()];
    await db.insert(terminals).values(
      ids.terminals.map((id, index) => ({
        id,
        name: `测试终端${index}`,
        brandId,
        modelId,
        dialAddress: `test-${id}@sip`,
        protocol: "SIP" as const,
        createdAt: now,
        updatedAt: now,
      })),
    );
    ids.detectors = [randomUUID(), randomUUID()];
    await db.insert(humanDetectors).values(
      ids.detectors.map((id, index) => ({
        id,
        name: `测试探测器${index}`,
        serialNumber: `SN-${id}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
  const associate = (payload: Record<string, unknown>, language?: "en-US") =>
    call(app, "POST", `${api}/association-info/batch`, { token: admin, payload, language });
  const available = async (payload: Record<string, unknown>) =>
    envelopeOf<{ id: string; roomId: string | null; type: string }[]>(
      await call(app, "POST", `${api}/association-info/get-available`, { token: admin, payload }),
    ).data;
  const roomIdOf = async (id: string) =>
    (await app.ctx.db.select({ roomId: terminals.roomId }).from(terminals).where(eq(terminals.id, id)))[0]
      ?.roomId ?? null;

  it("associates one terminal and detectors, and lists what is available", async () => {
    const [room, other] = [await newRoom(), await newRoom()];
    const two = await associate({ roomId: room.id, terminalIds: ids.terminals.slice(0, 2) }, "en-US");
    expect(two.statusCode).toBe(400);
    expect(envelopeOf<Fields>(two).data.fields.terminalIds).toBe("A room can have at most one terminal");
    const [t0, t1] = ids.terminals;
    expect(
      (await associate({ roomId: room.id, terminalIds: [t0], detectorIds: ids.detectors })).statusCode,
    ).toBe(200);
    const { data } = envelopeOf<Room>(await call(app, "GET", `${api}/${room.id}`, { token: admin }));
    expect(data).toMatchObject({ terminalId: t0, terminalName: "测试终端0" });
    const bound = envelopeOf<{ id: string; roomName: string; productDevice: string }>(
      await call(app, "GET", `${api}/bind-info/terminal/${room.id}`, { token: admin }),
    ).data;
    expect(bound).toMatchObject({ id: t0, roomName: room.name, productDevice: "TestBrand T1" });

    const forOther = await available({ type: "TERMINAL", roomId: other.id });
    expect(forOther.map((d) => d.id)).not.toContain(t0);
    expect(forOther.map((d) => d.id)).toContain(t1);
    const forRoom = await available({ type: "HUMAN_DETECTOR", roomId: room.id });
    expect(forRoom.filter((d) => d.roomId === room.id)).toHaveLength(2);

    const taken = await associate({ roomId: other.id, terminalIds: [t0] });
    expect(taken.statusCode).toBe(409);
    const unknown = await associate({ roomId: other.id, detectorIds: ["nope"] });
    expect(envelopeOf<Fields>(unknown).data.fields.detectorIds).toBe("设备不存在");
    expect((await associate({ roomId: "nope", terminalIds: [] })).statusCode).toBe(404);

    expect((await associate({ roomId: room.id, detectorIds: [ids.detectors[1]] })).statusCode).toBe(200);
    const detectors = await available({ type: "HUMAN_DETECTOR" });
    expect(detectors.map((d) => d.id)).toContain(ids.detectors[0]);
    expect(detectors.map((d) => d.id)).not.toContain(ids.detectors[1]);
    expect(await roomIdOf(t0)).toBe(room.id);

    expect((await call(app, "DELETE", `${api}/${room.id}`, { token: admin })).statusCode).toBe(200);
    expect(await roomIdOf(t0)).toBeNull();
  });

  it("binds, replaces and unbinds the room's terminal through bind-info", async () => {
    const room = await newRoom();
    const [, t1, t2] = ids.terminals;
    const bind = (terminalId: string | null) =>
      call(app, "PUT", `${api}/bind-info/${room.id}`, { token: admin, payload: { terminalId } });
    expect(envelopeOf<{ id: string }>(await bind(t1)).data.id).toBe(t1);
    expect(envelopeOf<{ id: string }>(await bind(t2)).data.id).toBe(t2);
    expect(await roomIdOf(t1)).toBeNull();
    expect(envelopeOf(await bind(null)).data).toBeNull();
    const none = await call(app, "GET", `${api}/bind-info/terminal/${room.id}`, { token: admin });
    expect(envelopeOf(none)).toMatchObject({ status: 200, data: null });
    const unknown = await bind("nope");
    expect(envelopeOf<Fields>(unknown).data.fields).toHaveProperty("terminalId");
    expect((await call(app, "GET", `${api}/bind-info/terminal/nope`, { token: admin })).statusCode).toBe(404);
    expect(
      (await call(app, "PUT", `${api}/bind-info/${room.id}`, { token: user, payload: { terminalId: null } }))
        .statusCode,
    ).toBe(403);
  });
});
