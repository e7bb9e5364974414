import type { FastifyInstance } from "fastify";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

/** GET /device/dict/sign/{code}: seeded dictionaries, labels in the request's language. */
let app: FastifyInstance;
let user: string;
beforeAll(async () => {
  app = await makeApp();
  user = (await loginAs(app, ...USER)).token;
});
afterAll(() => app.close());

describe("dictionaries", () => {
  it("answers the room types in order, in Chinese by default and in English on request", async () => {
    const zh = envelopeOf<{ value: string; label: string }[]>(
      await call(app, "GET", "/api/v1/device/dict/sign/ROOM_TYPE", { token: user }),
    );
    expect(zh.data.map((item) => item.value)).toEqual(["VIDEO", "ORDINARY", "TRAINING", "HUDDLE"]);
    expect(zh.data[0].label).toBe("视频会议室");
    const en = envelopeOf<{ value: string; label: string }[]>(
      await call(app, "GET", "/api/v1/device/dict/sign/ROOM_EQUIPMENT", { token: user, language: "en-US" }),
    );
    expect(en.data).toContainEqual({ value: "PROJECTOR", label: "Projector" });
    expect(en.data).toHaveLength(5);
  });

  it("answers 404 for an unknown code and 401 without a session", async () => {
    const { token } = await loginAs(app, ...ADMIN);
    const unknown = await call(app, "GET", "/api/v1/device/dict/sign/NO_SUCH_CODE", { token });
    expect(unknown.statusCode).toBe(404);
    expect((await call(app, "GET", "/api/v1/device/dict/sign/ROOM_TYPE")).statusCode).toBe(401);
    const bad = await call(app, "GET", "/api/v1/device/dict/sign/a%20b", { token, language: "en-US" });
    expect(bad.statusCode).toBe(400);
  });
});
