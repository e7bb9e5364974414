import type { FastifyInstance } from "fastify";
import type { LdapSyncRun } from "#contract/ldap";
import { ADMIN, envelopeOf, loginAs, makeApp, makeInstances } from "./helpers.ts";
import { awaitSync, configureLdap, startSync, syncStatus } from "./ldap-helpers.ts";
import { type DirectoryUser, type Slapd, startSlapd } from "./slapd.ts";

/**
 * A synchronisation long enough to watch: it answers at once, shows progress, and refuses a second start.
 * 3 000 entries were once too few: on a quiet machine the whole run fell between two status reads.
 */
const USERS = 10_000;
let slapd: Slapd;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  const users: DirectoryUser[] = Array.from({ length: USERS }, (_, i) => ({
    uid: `staff${i}`,
    cn: `Staff ${i}`,
    password: "Staff-Pass-1",
    ous: [`Team${i % 10}`],
  }));
  [slapd, app] = await Promise.all([startSlapd({ users }), makeApp()]);
  admin = (await loginAs(app, ...ADMIN)).token;
  await configureLdap(app, admin, slapd);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await slapd?.stop();
});

it("runs in the background with progress, and a second start while it runs gets 409", async () => {
  const first = await startSync(app, admin);
  expect(first.statusCode).toBe(200);
  expect(envelopeOf<LdapSyncRun>(first).data).toMatchObject({ status: "RUNNING", processed: 0 });
  const second = await startSync(app, admin);
  expect(second.statusCode).toBe(409);
  expect(envelopeOf(second)).toMatchObject({ errorCode: "SYNC_RUNNING" });

  const seen = new Set<number>();
  for (let status = await syncStatus(app, admin); status.running; status = await syncStatus(app, admin)) {
    seen.add((status.run?.found ?? 0) + (status.run?.processed ?? 0));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const run = await awaitSync(app, admin);
  expect(run).toMatchObject({ status: "SUCCEEDED", found: USERS, processed: USERS, created: USERS });
  // The status moved while it ran (the progress is written every half second).
  expect(seen.size).toBeGreaterThan(1);
});

it("stops a running synchronisation when its server closes; another instance reads it as interrupted", async () => {
  const { apps, close } = await makeInstances(2);
  try {
    const [first, other] = apps;
    const token = (await loginAs(first, ...ADMIN)).token;
    await configureLdap(first, token, slapd);
    expect((await startSync(first, token)).statusCode).toBe(200);
    await first.close();
    const status = await syncStatus(other, (await loginAs(other, ...ADMIN)).token);
    expect(status.running).toBe(false);
    expect(status.run).toMatchObject({ status: "FAILED", failure: "INTERRUPTED" });
    expect(status.run!.processed).toBeLessThan(USERS);
  } finally {
    await close();
  }
}, 60_000);
