import type { FastifyInstance } from "fastify";
import {
  ADMIN,
  call,
  encryptPassword,
  envelopeOf,
  loginAs,
  makeApp,
  publicKeyOf,
  tryLogin,
} from "./helpers.ts";
import { configureLdap, syncNow } from "./ldap-helpers.ts";
import { DEFAULT_DIRECTORY, type Slapd, startSlapd, userAttributes } from "./slapd.ts";

/** LDAP login: directory users bind with their directory password; a refusal reads like any other. */
let slapd: Slapd;
let app: FastifyInstance;
let admin: string;
const password = (uid: string) => DEFAULT_DIRECTORY.users.find((user) => user.uid === uid)!.password;

const setLoginType = (loginType: "LOCAL" | "LDAP") =>
  call(app, "PUT", "/api/v1/system/config/authentication", {
    token: admin,
    payload: { loginType, singleSession: false, passwordPolicy: { minLength: 8, minClasses: 3 } },
  });

beforeAll(async () => {
  [slapd, app] = await Promise.all([startSlapd(), makeApp()]);
  admin = (await loginAs(app, ...ADMIN)).token;
  await configureLdap(app, admin, slapd);
  await syncNow(app, admin);
  expect((await setLoginType("LDAP")).statusCode).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await slapd?.stop();
});

/** The envelope of a refused login, without what differs between two tries. */
const refusal = async (account: string, secret: string, address: string) => {
  const response = await tryLogin(app, account, secret, { address, language: "en-US" });
  return { http: response.statusCode, ...envelopeOf(response) };
};

describe("LDAP login", () => {
  it("lets a synchronised user in with the directory password", async () => {
    const { token, user } = await loginAs(app, "alice", password("alice"));
    expect(user).toMatchObject({ account: "alice", name: "Alice Liu", type: "NORMAL" });
    expect((await call(app, "GET", "/api/v1/current/user", { token })).statusCode).toBe(200);
  });

  it("answers a wrong directory password exactly as a wrong local password", async () => {
    const directory = await refusal("alice", "Wrong-Pass-1", "10.9.0.1");
    const local = await refusal("user", "Wrong-Pass-1", "10.9.0.2");
    const unknown = await refusal("nobody-here", "Wrong-Pass-1", "10.9.0.3");
    expect(directory).toEqual(local);
    expect(unknown).toEqual(local);
    expect(local).toMatchObject({ http: 400, message: "Account or password is incorrect" });
  });

  it("counts wrong directory passwords against the same login limit", async () => {
    const address = "10.9.1.1";
    for (let i = 0; i < 5; i++)
      expect((await tryLogin(app, "bob", `Wrong-${i}-x`, { address })).statusCode).toBe(400);
    const blocked = await tryLogin(app, "bob", password("bob"), { address });
    expect(blocked.statusCode).toBe(429);
    expect(envelopeOf(blocked)).toMatchObject({ errorCode: "TOO_MANY_REQUESTS" });
  });

  it("refuses an empty password rather than binding anonymously", async () => {
    const response = await tryLogin(app, "alice", "", { address: "10.9.2.1" });
    expect(response.statusCode).toBe(400);
  });

  it("lets a directory user the server has not yet met in, creating the user", async () => {
    const erin = { uid: "erin", cn: "Erin Xu", password: "Erin-Pass-1", ous: ["Sales"] };
    const directory = await slapd.admin();
    await directory.add(slapd.userDn(erin), userAttributes(erin));
    await directory.unbind();
    const { user } = await loginAs(app, "erin", erin.password);
    expect(user).toMatchObject({ account: "erin", name: "Erin Xu" });
    expect((await syncNow(app, admin)).created).toBe(0);
  });

  it("keeps local accounts on their local password", async () => {
    expect((await tryLogin(app, ...ADMIN)).statusCode).toBe(200);
  });

  it("refuses a disabled directory user after a right password, as for a local user", async () => {
    const { user } = await loginAs(app, "dave", password("dave"));
    await call(app, "PUT", `/api/v1/system/user/${user.id}`, { token: admin, payload: { enabled: false } });
    const response = await tryLogin(app, "dave", password("dave"), { language: "en-US" });
    expect(envelopeOf(response)).toMatchObject({ status: 400, message: expect.stringMatching(/disabled/) });
    await call(app, "PUT", `/api/v1/system/user/${user.id}`, { token: admin, payload: { enabled: true } });
  });

  it("leaves password changes of directory users to the directory", async () => {
    const { token, user } = await loginAs(app, "bob", password("bob"), {});
    const key = await publicKeyOf(app);
    const response = await call(app, "PATCH", `/api/v1/system/user/${user.id}/change/password`, {
      token,
      payload: {
        oldPassword: encryptPassword(key, password("bob")),
        newPassword: encryptPassword(key, "Another#Pass9"),
      },
    });
    expect(response.statusCode).toBe(409);
  });

  it("answers 503 when the directory cannot be reached, never 'wrong password'", async () => {
    await configureLdap(app, admin, { url: "ldap://127.0.0.1:1" });
    const response = await tryLogin(app, "carol", password("carol"), { address: "10.9.3.1" });
    expect(response.statusCode).toBe(503);
    await configureLdap(app, admin, slapd);
  });

  it("with the login type LOCAL, a directory user's password matches nothing", async () => {
    expect((await setLoginType("LOCAL")).statusCode).toBe(200);
    const directory = await refusal("carol", password("carol"), "10.9.4.1");
    const local = await refusal("user", "Wrong-Pass-1", "10.9.4.2");
    expect(directory).toEqual(local);
    expect((await setLoginType("LDAP")).statusCode).toBe(200);
  });
});
