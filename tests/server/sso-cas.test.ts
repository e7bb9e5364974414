import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../server/src/db/schema.ts";
import { startCasServer, type TestCasServer } from "../fixtures/cas-server.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp } from "./helpers.ts";
import {
  BLANK_SETTINGS,
  consoleLanding,
  exchange,
  followToConsole,
  saveSso,
  startSignIn,
} from "./sso-helpers.ts";

/** Single sign-on through CAS 3.0 against a validation endpoint of the protocol running in the test. */
let app: FastifyInstance;
let cas: TestCasServer;
let admin: string;

const casSettings = (extra: Record<string, unknown> = {}) => ({
  protocol: "CAS",
  cas: { serverUrl: cas.serverUrl },
  ...extra,
});

async function signIn(user: string, attributes?: Record<string, string>) {
  cas.signInAs(user, attributes);
  const { url, cookie } = await startSignIn(app);
  const back = await followToConsole(url);
  return { landing: await consoleLanding(app, back), cookie, back };
}

beforeAll(async () => {
  [app, cas] = await Promise.all([makeApp(), startCasServer()]);
  admin = (await loginAs(app, ...ADMIN)).token;
  expect((await saveSso(app, admin, casSettings())).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await cas?.close();
});

describe("CAS", () => {
  it("tests the connection by reaching the server's login page", async () => {
    const test = (serverUrl: string) =>
      call(app, "POST", "/api/v1/system/config/sso/test", {
        token: admin,
        language: "en-US",
        payload: { ...BLANK_SETTINGS, ...casSettings({ cas: { serverUrl } }) },
      });
    expect(envelopeOf(await test(cas.serverUrl)).data).toMatchObject({
      ok: true,
      message: "Reached the CAS server",
    });
    expect(envelopeOf(await test(`${cas.serverUrl}/missing`)).data).toMatchObject({ ok: false });
  });

  it("signs in with a ticket validated for the console's service address", async () => {
    const { landing, cookie } = await signIn("operator");
    const answer = await exchange(app, landing.searchParams.get("grant"), cookie);
    expect(answer.statusCode).toBe(200);
    expect(envelopeOf(answer).data).toMatchObject({ user: { account: "operator" } });
    const last = cas.validations.at(-1)!;
    expect(last.service).toMatch(/^http:\/\/console\.test\/api\/v1\/sso\/cas\/callback\?flow=/);
  });

  it("takes the account from an attribute when told to", async () => {
    await saveSso(app, admin, casSettings({ accountAttribute: "uid" }));
    try {
      const { landing, cookie } = await signIn("employee-4711", { uid: "operator" });
      expect(envelopeOf(await exchange(app, landing.searchParams.get("grant"), cookie)).data).toMatchObject({
        user: { account: "operator" },
      });
    } finally {
      await saveSso(app, admin, casSettings());
    }
  });

  it("refuses a replayed ticket, a ticket of another flow and an unknown flow", async () => {
    const { back } = await signIn("operator");
    expect((await consoleLanding(app, back)).searchParams.get("error")).toBe("STATE_INVALID");

    // A ticket issued for one flow's service address, brought back under another flow.
    cas.signInAs("operator");
    const first = await startSignIn(app);
    const second = await startSignIn(app);
    const firstBack = await followToConsole(first.url);
    const secondFlow = new URL(second.url).searchParams.get("service")!.split("flow=")[1]!;
    const crossed = firstBack.replace(/flow=[^&]+/, `flow=${secondFlow}`);
    expect((await consoleLanding(app, crossed)).searchParams.get("error")).toBe("PROVIDER_REFUSED");

    const unknown = firstBack.replace(/flow=[^&]+/, "flow=unknown");
    expect((await consoleLanding(app, unknown)).searchParams.get("error")).toBe("STATE_INVALID");
  });

  it("refuses an unknown account and a disabled user", async () => {
    expect((await signIn("nobody-here")).landing.searchParams.get("error")).toBe("UNKNOWN_ACCOUNT");
    const account = sql`lower(${users.account}) = 'user'`;
    await app.ctx.db.update(users).set({ enabled: false }).where(account);
    try {
      expect((await signIn("USER")).landing.searchParams.get("error")).toBe("ACCOUNT_DISABLED");
    } finally {
      await app.ctx.db.update(users).set({ enabled: true }).where(account);
    }
  });
});
