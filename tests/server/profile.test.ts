import type { FastifyInstance } from "fastify";
import type { CurrentUser } from "#contract/auth";
import { ldapAccounts } from "../../server/src/db/schema-ldap.ts";
import { call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/** PUT /current/user: a user changes their own name, e-mail and phone, and nothing else. */
let app: FastifyInstance;
let user: string;
let userId: string;
beforeAll(async () => {
  app = await makeApp();
  const login = await loginAs(app, ...USER);
  user = login.token;
  userId = envelopeOf<CurrentUser>(await call(app, "GET", "/api/v1/current/user", { token: user })).data.id;
});
afterAll(() => app.close());

const save = (payload: object, token = user) =>
  call(app, "PUT", "/api/v1/current/user", { token, payload, language: "en-US" });
const me = async (token = user) =>
  envelopeOf<CurrentUser>(await call(app, "GET", "/api/v1/current/user", { token })).data;
const fields = (response: Awaited<ReturnType<typeof call>>) =>
  envelopeOf<{ fields: Record<string, string> }>(response).data.fields;

describe("own profile", () => {
  it("needs a login", async () => {
    expect((await call(app, "PUT", "/api/v1/current/user", { payload: {} })).statusCode).toBe(401);
  });

  it("changes the caller's name, e-mail and phone, read back as the current user", async () => {
    const before = await me();
    const saved = await save({ name: " Lin Wei ", email: "lin.wei@example.com", phone: "+86 10 5555-0100" });
    expect(saved.statusCode).toBe(200);
    expect(envelopeOf<CurrentUser>(saved).data).toMatchObject({
      name: "Lin Wei",
      email: "lin.wei@example.com",
      phone: "+86 10 5555-0100",
    });
    const after = await me();
    expect(after).toMatchObject({ name: "Lin Wei", email: "lin.wei@example.com", phone: "+86 10 5555-0100" });
    expect(after.authorities).toEqual(before.authorities);
    expect(after.account).toBe(before.account);
  });

  it("clears e-mail and phone when empty", async () => {
    await save({ name: "Lin Wei", email: "", phone: null });
    expect(await me()).toMatchObject({ email: null, phone: null });
  });

  it("checks each field and touches no one else's details or any other field", async () => {
    expect(fields(await save({ name: "  ", email: null, phone: null }))).toEqual({
      name: "is required",
    });
    expect(fields(await save({ name: "A", email: "not-an-address", phone: null }))).toHaveProperty("email");
    expect(fields(await save({ name: "A", email: null, phone: "call me" }))).toEqual({
      phone: "Not a valid phone number",
    });
    expect((await save({ name: "x".repeat(51), email: null, phone: null })).statusCode).toBe(400);
    // Closed body: other fields are dropped, so one's account, type and roles stay.
    const before = await me();
    const extra = {
      name: "A",
      email: null,
      phone: null,
      account: "root",
      type: "SYSTEM",
      authorities: ["system"],
    };
    expect((await save(extra)).statusCode).toBe(200);
    const after = await me();
    expect([after.account, after.type, after.authorities]).toEqual([
      before.account,
      before.type,
      before.authorities,
    ]);
    const operator = (await loginAs(app, ...OPERATOR)).token;
    const operatorBefore = await me(operator);
    await save({ name: "Only Me", email: null, phone: null });
    expect((await me(operator)).name).toBe(operatorBefore.name);
  });

  it("refuses a directory user: the directory owns those details", async () => {
    await app.ctx.db
      .insert(ldapAccounts)
      .values({ userId, entryId: "e-1", dn: "uid=user,dc=x", syncedAt: Date.now() });
    const refused = await save({ name: "Changed", email: null, phone: null });
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toMatch(/LDAP directory/);
    expect((await me()).name).toBe("Only Me");
  });
});
