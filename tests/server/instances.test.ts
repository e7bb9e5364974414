import { ADMIN, call, loginAs, makeInstances } from "./helpers.ts";

/** Several server instances on one database share every session: nothing that matters lives in memory. */
describe("two server instances on one database", () => {
  let instances: Awaited<ReturnType<typeof makeInstances>>;
  beforeAll(async () => {
    instances = await makeInstances(2);
  }, 120_000);
  afterAll(() => instances?.close());

  it("accepts a token issued by the other instance, and a logout on one ends the session on both", async () => {
    const [first, second] = instances.apps;
    const { token } = await loginAs(first, ...ADMIN);
    expect((await call(second, "GET", "/api/v1/current/user", { token })).statusCode).toBe(200);
    expect((await call(second, "POST", "/api/v1/logout", { token })).statusCode).toBe(200);
    expect((await call(first, "GET", "/api/v1/current/user", { token })).statusCode).toBe(401);
    expect((await call(second, "GET", "/api/v1/current/user", { token })).statusCode).toBe(401);
  });
});
