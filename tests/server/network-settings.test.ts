import { createSocket, type Socket } from "node:dgram";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { NtpSettings, NtpTestResult } from "#contract/network-settings";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/** The network tab: time servers with a real SNTP exchange against a responder on loopback, and the domains. */
let app: FastifyInstance;
let admin: string;
let operator: string;
let user: string;
let ntp: Socket;
let ntpPort: number;
/** How far ahead of this process the test time server's clock runs, and its stratum (0 = a bad reply). */
let skewMs = 5000;
let stratum = 2;

const NTP_EPOCH_OFFSET = 2_208_988_800;
const writeTimestamp = (packet: Buffer, at: number, ms: number) => {
  const seconds = Math.floor(ms / 1000);
  packet.writeUInt32BE(seconds + NTP_EPOCH_OFFSET, at);
  packet.writeUInt32BE(Math.floor(((ms - seconds * 1000) / 1000) * 2 ** 32), at + 4);
};

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
  user = (await loginAs(app, ...USER)).token;
  ntp = createSocket("udp4");
  ntp.on("message", (request, peer) => {
    const reply = Buffer.alloc(48);
    reply[0] = (4 << 3) | 4; // version 4, mode 4 (server)
    reply[1] = stratum;
    request.copy(reply, 24, 40, 48); // originate = the client's transmit time
    const now = Date.now() + skewMs;
    writeTimestamp(reply, 32, now);
    writeTimestamp(reply, 40, now);
    ntp.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => ntp.bind(0, "127.0.0.1", resolve));
  ntpPort = (ntp.address() as AddressInfo).port;
});
afterAll(async () => {
  ntp.close();
  await app.close();
});

const NTP = "/api/v1/system/sys/setting/ntp";

describe("time servers (GET/PUT /system/sys/setting/ntp)", () => {
  it("is for SYSTEM users only: 401 anonymous, 403 for others", async () => {
    expect((await call(app, "GET", NTP)).statusCode).toBe(401);
    for (const token of [operator, user]) {
      expect((await call(app, "GET", NTP, { token })).statusCode).toBe(403);
      expect((await call(app, "PUT", NTP, { token, payload: { servers: [] } })).statusCode).toBe(403);
      const test = await call(app, "POST", `${NTP}/test`, { token, payload: { server: "127.0.0.1" } });
      expect(test.statusCode).toBe(403);
    }
  });

  it("reads none at first, with the server's clock and time zone", async () => {
    const before = Date.now();
    const data = envelopeOf<NtpSettings>(await call(app, "GET", NTP, { token: admin })).data;
    expect(data.servers).toEqual([]);
    expect(data.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(data.serverTime).toBeGreaterThanOrEqual(before);
  });

  it("keeps the servers, each once, and refuses what is not a host", async () => {
    const put = (servers: unknown) => call(app, "PUT", NTP, { token: admin, payload: { servers } });
    const saved = await put(["ntp.example.com", "10.0.0.1:123", "NTP.example.com"]);
    expect(envelopeOf<NtpSettings>(saved).data.servers).toEqual(["ntp.example.com", "10.0.0.1:123"]);
    expect(envelopeOf<NtpSettings>(await call(app, "GET", NTP, { token: admin })).data.servers).toEqual([
      "ntp.example.com",
      "10.0.0.1:123",
    ]);
    expect((await put(["http://ntp.example.com"])).statusCode).toBe(400);
    expect((await put(["a b"])).statusCode).toBe(400);
    expect((await put(["a", "b", "c", "d", "e"])).statusCode).toBe(400);
    expect(envelopeOf<NtpSettings>(await put([])).data.servers).toEqual([]);
  });

  it("tries a server with one SNTP exchange and reads its clock's offset", async () => {
    skewMs = 5000;
    stratum = 2;
    const server = `127.0.0.1:${ntpPort}`;
    const response = await call(app, "POST", `${NTP}/test`, { token: admin, payload: { server } });
    const result = envelopeOf<NtpTestResult>(response).data;
    expect(result).toMatchObject({ server, ok: true, stratum: 2, failure: null });
    expect(result.offsetMs).toBeGreaterThan(4500);
    expect(result.offsetMs).toBeLessThan(5500);
    expect(result.roundTripMs).toBeGreaterThanOrEqual(0);
  });

  it("says when the reply is not a time server's", async () => {
    stratum = 0; // a "kiss of death"
    const server = `127.0.0.1:${ntpPort}`;
    const result = envelopeOf<NtpTestResult>(
      await call(app, "POST", `${NTP}/test`, { token: admin, payload: { server } }),
    ).data;
    expect(result).toMatchObject({ ok: false, failure: "BAD_REPLY", offsetMs: null });
    stratum = 2;
  });

  it("says when nothing answers", async () => {
    const silent = createSocket("udp4");
    await new Promise<void>((resolve) => silent.bind(0, "127.0.0.1", resolve));
    const server = `127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const result = envelopeOf<NtpTestResult>(
      await call(app, "POST", `${NTP}/test`, { token: admin, payload: { server } }),
    ).data;
    silent.close();
    expect(result).toMatchObject({ ok: false, failure: "TIMEOUT" });
  });
});

describe("domains (POST /system/config, GET /{product}/no-auth/network-config)", () => {
  const set = (key: string, value: string | null, token = admin) =>
    call(app, "POST", "/api/v1/system/config", { token, payload: { key, value } });

  it("saves the mobile and SIP domains, read by anyone through the network config", async () => {
    expect((await set("SIP_DOMAIN", "sip.example.com")).statusCode).toBe(200);
    expect((await set("MOBILE_DOMAIN", "https://m.example.com")).statusCode).toBe(200);
    const network = await call(app, "GET", "/api/v1/meeting/no-auth/network-config");
    expect(envelopeOf(network).data).toEqual({
      mobileDomain: "https://m.example.com",
      sipDomain: "sip.example.com",
    });
  });

  it("refuses a SIP domain that is not a host, and a writer without `system`", async () => {
    expect((await set("SIP_DOMAIN", "sip://x y")).statusCode).toBe(400);
    expect((await set("SIP_DOMAIN", "sip.example.com:5060")).statusCode).toBe(400);
    expect((await set("SIP_DOMAIN", "sip.example.org", user)).statusCode).toBe(403);
  });
});
