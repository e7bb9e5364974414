import { isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { terminals } from "../../server/src/db/schema-devices.ts";
import { readCacheOf } from "../../server/src/lib/read-cache.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp } from "./helpers.ts";

/**
 * Every successful write clears the read cache (list counts, settings) so that the writer's next
 * read sees it; a device's report does not, or 5 000 devices reporting every 30 s would clear it
 * some 170 times a second and every list would count its rows again on each request.
 */
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await makeApp({ deviceBackground: false });
  admin = (await loginAs(app, ...ADMIN)).token;
});
afterAll(() => app.close());

const cached = (value: string) => readCacheOf(app.ctx.db).get("probe", async () => value);

describe("the read cache", () => {
  it("outlives a device's heartbeat, and not an administrator's write", async () => {
    const [terminal] = await app.ctx.db
      .select({ id: terminals.id })
      .from(terminals)
      .where(isNotNull(terminals.roomId))
      .limit(1);
    const issued = await call(app, "POST", `/api/v1/device/key/${terminal!.id}`, { token: admin });
    const { key } = envelopeOf<{ key: string }>(issued).data;

    expect(await cached("before")).toBe("before");
    const beat = await app.inject({
      method: "POST",
      url: "/api/v1/device/report/heartbeat",
      headers: { "content-type": "application/json", "device-key": key },
      payload: JSON.stringify({ v: 1, registered: true }),
    });
    expect(beat.statusCode).toBe(200);
    expect(await cached("after a heartbeat")).toBe("before");

    const rotated = await call(app, "POST", `/api/v1/device/key/${terminal!.id}`, { token: admin });
    expect(rotated.statusCode).toBe(200);
    expect(await cached("after a write")).toBe("after a write");
  });
});
