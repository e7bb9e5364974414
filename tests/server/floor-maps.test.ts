import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { locations, rooms } from "../../server/src/db/schema-devices.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

/** Floor maps: CRUD on FLOOR locations, placements (each room on one map), by-room. */
let app: FastifyInstance;
let admin: string;
const base = "/api/v1/device/meeting-floor";
type Floor = {
  id: string;
  name: string;
  locationId: string;
  locationPath: string;
  fileId: string | null;
  rooms: { roomId: string; roomName: string; x: number; y: number }[];
  roomCount: number;
};
let floorIds: string[];
let buildingId: string;
let roomIds: string[];

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  const db = app.ctx.db;
  floorIds = (await db.select({ id: locations.id }).from(locations).where(eq(locations.level, "FLOOR"))).map(
    (r) => r.id,
  );
  buildingId = (
    await db.select({ id: locations.id }).from(locations).where(eq(locations.level, "BUILDING"))
  )[0].id;
  roomIds = (await db.select({ id: rooms.id }).from(rooms).limit(6)).map((r) => r.id);
});
afterAll(() => app.close());

const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { data: { fields: Record<string, string> } }).data.fields;

describe("floor maps", () => {
  it("lists the two seeded maps with their path, image and placed rooms", async () => {
    const { data } = envelopeOf<{ records: Floor[]; total: number }>(
      await call(app, "GET", `${base}/query`, { token: admin }),
    );
    expect(data.total).toBe(2);
    for (const map of data.records) {
      expect(map.locationPath.split(" / ")).toHaveLength(3);
      expect(map.roomCount).toBe(map.rooms.length);
    }
    expect(data.records.some((m) => m.fileId !== null && m.roomCount > 0)).toBe(true);
    const withImage = data.records.find((m) => m.fileId)!;
    const file = await app.ctx.db.query.files.findFirst({
      where: (t, { eq: is }) => is(t.id, withImage.fileId!),
    });
    expect(file?.data.subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it("creates on a FLOOR only, updates, filters by location subtree and deletes", async () => {
    const notFloor = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: { name: "x", locationId: buildingId },
    });
    expect(notFloor.statusCode).toBe(400);
    expect(fieldsOf(notFloor).locationId).toBe("Choose a location of the floor level");
    const badFile = await call(app, "POST", base, {
      token: admin,
      payload: { name: "x", locationId: floorIds[0], fileId: "nope" },
    });
    expect(fieldsOf(badFile).fileId).toBe("请选择已上传的图片");
    const created = envelopeOf<Floor>(
      await call(app, "POST", base, { token: admin, payload: { name: "Test map", locationId: floorIds[0] } }),
    ).data;
    expect(created).toMatchObject({ name: "Test map", fileId: null, rooms: [], roomCount: 0 });
    const updated = await call(app, "PUT", `${base}/${created.id}`, {
      token: admin,
      payload: { name: "Renamed", locationId: floorIds[1] },
    });
    expect(envelopeOf<Floor>(updated).data).toMatchObject({ name: "Renamed", locationId: floorIds[1] });
    const [floor] = await app.ctx.db.select().from(locations).where(eq(locations.id, floorIds[1]));
    const inBuilding = envelopeOf<{ records: Floor[] }>(
      await call(app, "GET", `${base}/query?locationId=${floor.parentId}&size=100`, { token: admin }),
    ).data.records;
    expect(inBuilding.map((m) => m.id)).toContain(created.id);
    const elsewhere = await app.ctx.db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.level, "BUILDING"), ne(locations.id, floor.parentId)));
    const other = envelopeOf<{ records: Floor[] }>(
      await call(app, "GET", `${base}/query?locationId=${elsewhere[0].id}&size=100`, { token: admin }),
    ).data.records;
    expect(other.map((m) => m.id)).not.toContain(created.id);
    expect((await call(app, "DELETE", `${base}/${created.id}`, { token: admin })).statusCode).toBe(200);
    expect((await call(app, "GET", `${base}/${created.id}`, { token: admin })).statusCode).toBe(404);
  });

  it("replaces placements and moves a room off any other map", async () => {
    const first = envelopeOf<Floor>(
      await call(app, "POST", base, { token: admin, payload: { name: "A", locationId: floorIds[0] } }),
    ).data;
    const second = envelopeOf<Floor>(
      await call(app, "POST", base, { token: admin, payload: { name: "B", locationId: floorIds[0] } }),
    ).data;
    const placed = await call(app, "PUT", `${base}/association/update/${first.id}`, {
      token: admin,
      payload: {
        rooms: [
          { roomId: roomIds[0], x: 0.1, y: 0.2 },
          { roomId: roomIds[1], x: 1, y: 0 },
        ],
      },
    });
    expect(envelopeOf<Floor>(placed).data.roomCount).toBe(2);
    const moved = await call(app, "PUT", `${base}/association/update/${second.id}`, {
      token: admin,
      payload: { rooms: [{ roomId: roomIds[1], x: 0.5, y: 0.5 }] },
    });
    expect(envelopeOf<Floor>(moved).data.rooms).toEqual([
      expect.objectContaining({ roomId: roomIds[1], x: 0.5, y: 0.5 }),
    ]);
    const firstNow = envelopeOf<Floor>(await call(app, "GET", `${base}/${first.id}`, { token: admin })).data;
    expect(firstNow.rooms.map((r) => r.roomId)).toEqual([roomIds[0]]);
    const byRoom = envelopeOf<Floor | null>(
      await call(app, "GET", `${base}/by-room/${roomIds[1]}`, { token: admin }),
    ).data;
    expect(byRoom?.id).toBe(second.id);
    await call(app, "PUT", `${base}/association/update/${second.id}`, {
      token: admin,
      payload: { rooms: [] },
    });
    const none = await call(app, "GET", `${base}/by-room/${roomIds[1]}`, { token: admin });
    expect(none.statusCode).toBe(200);
    expect(envelopeOf(none).data).toBeNull();
    expect((await call(app, "GET", `${base}/by-room/unknown`, { token: admin })).statusCode).toBe(404);
  });

  it("validates placements", async () => {
    const map = envelopeOf<Floor>(
      await call(app, "POST", base, { token: admin, payload: { name: "C", locationId: floorIds[0] } }),
    ).data;
    const url = `${base}/association/update/${map.id}`;
    const outside = await call(app, "PUT", url, {
      token: admin,
      language: "en-US",
      payload: { rooms: [{ roomId: roomIds[2], x: 1.5, y: 0 }] },
    });
    expect(fieldsOf(outside)["rooms.0.x"]).toBe("must be at most 1");
    const twice = await call(app, "PUT", url, {
      token: admin,
      payload: {
        rooms: [
          { roomId: roomIds[2], x: 0, y: 0 },
          { roomId: roomIds[2], x: 1, y: 1 },
        ],
      },
    });
    expect(fieldsOf(twice)["rooms.1.roomId"]).toBe("会议室重复");
    const unknown = await call(app, "PUT", url, {
      token: admin,
      payload: { rooms: [{ roomId: "nope", x: 0, y: 0 }] },
    });
    expect(fieldsOf(unknown)["rooms.0.roomId"]).toBe("会议室不存在");
    expect(
      (await call(app, "PUT", `${base}/association/update/missing`, { token: admin, payload: { rooms: [] } }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 403 without `device`", async () => {
    const user = (await loginAs(app, ...USER)).token;
    expect((await call(app, "GET", `${base}/query`, { token: user })).statusCode).toBe(403);
  });
});
