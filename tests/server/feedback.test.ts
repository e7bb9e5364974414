import type { FastifyInstance } from "fastify";
import type { Feedback } from "#contract/feedback";
import type { Page } from "#contract/list";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/** Feedback: sent by any signed-in user, listed and marked handled by SYSTEM users only. */
let app: FastifyInstance;
let admin: string;
let operator: string;
let user: string;
beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
  user = (await loginAs(app, ...USER)).token;
});
afterAll(() => app.close());

const send = (payload: object, token = user) =>
  call(app, "POST", "/api/v1/system/feedback", { token, payload, language: "en-US" });
const list = async (query = "", token = admin) =>
  envelopeOf<Page<Feedback>>(await call(app, "GET", `/api/v1/system/feedback${query}`, { token })).data;
const setStatus = (id: string, payload: object, token = admin) =>
  call(app, "PUT", `/api/v1/system/feedback/${id}/status`, { token, payload });

describe("feedback", () => {
  it("is sent by any signed-in user, not anonymously, and checked", async () => {
    expect((await call(app, "POST", "/api/v1/system/feedback", { payload: {} })).statusCode).toBe(401);
    const sent = await send({
      category: "PROBLEM",
      content: "  The projector in room 3 flickers  ",
      contact: null,
    });
    expect(sent.statusCode).toBe(200);
    expect(envelopeOf<Feedback>(sent).data).toMatchObject({
      category: "PROBLEM",
      content: "The projector in room 3 flickers",
      status: "OPEN",
      handlerName: null,
    });
    expect((await send({ category: "PRAISE", content: "x", contact: null })).statusCode).toBe(400);
    expect((await send({ category: "OTHER", content: "", contact: null })).statusCode).toBe(400);
    expect((await send({ category: "OTHER", content: "x".repeat(2001), contact: null })).statusCode).toBe(
      400,
    );
    expect(
      (await send({ category: "SUGGESTION", content: "Dark mode", contact: "ext. 4411" }, operator))
        .statusCode,
    ).toBe(200);
  });

  it("is listed for SYSTEM users only, newest first, filtered by status", async () => {
    expect((await call(app, "GET", "/api/v1/system/feedback")).statusCode).toBe(401);
    for (const token of [operator, user]) {
      expect((await call(app, "GET", "/api/v1/system/feedback", { token })).statusCode).toBe(403);
    }
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.records.map((r) => r.content)).toEqual(["Dark mode", "The projector in room 3 flickers"]);
    expect(page.records[0]).toMatchObject({ contact: "ext. 4411", category: "SUGGESTION" });
    expect((await list("?sort=createdAt,asc")).records[0].content).toBe("The projector in room 3 flickers");
    expect((await list("?category=PROBLEM")).total).toBe(1);
    expect(
      (await call(app, "GET", "/api/v1/system/feedback?sort=content,asc", { token: admin })).statusCode,
    ).toBe(400);
  });

  it("is marked handled with a note by a SYSTEM user, and opened again", async () => {
    const [first] = (await list("?category=PROBLEM")).records;
    for (const token of [operator, user]) {
      expect((await setStatus(first.id, { status: "HANDLED", note: null }, token)).statusCode).toBe(403);
    }
    const handled = envelopeOf<Feedback>(
      await setStatus(first.id, { status: "HANDLED", note: "Lamp replaced" }),
    ).data;
    expect(handled).toMatchObject({
      status: "HANDLED",
      note: "Lamp replaced",
      handlerName: expect.any(String),
    });
    expect(handled.handledAt).toBeGreaterThan(0);
    expect((await list("?status=OPEN")).total).toBe(1);
    expect((await list("?status=HANDLED")).records[0].id).toBe(first.id);
    const reopened = envelopeOf<Feedback>(await setStatus(first.id, { status: "OPEN", note: null })).data;
    expect(reopened).toMatchObject({ status: "OPEN", handlerName: null, handledAt: null, note: null });
    expect((await setStatus("missing", { status: "HANDLED", note: null })).statusCode).toBe(404);
  });

  it("refuses a flood from one user in an hour", async () => {
    const flooder = (await loginAs(app, ...USER)).token;
    let last = 200;
    for (let i = 0; i < 10 && last === 200; i++) {
      last = (await send({ category: "OTHER", content: `note ${i}`, contact: null }, flooder)).statusCode;
    }
    const refused = await send({ category: "OTHER", content: "one more", contact: null }, flooder);
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toMatch(/last hour/);
  });
});
