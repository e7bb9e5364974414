import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { connectAsync, type MqttClient } from "mqtt";
import { startMosquitto } from "../../scripts/mosquitto.mjs";
import { deviceSettings } from "../../server/src/db/schema-device-intake.ts";
import { humanDetectors, terminals } from "../../server/src/db/schema-devices.ts";
import {
  ADMIN,
  call,
  encryptPassword,
  envelopeOf,
  loginAs,
  makeApp,
  makeInstances,
  publicKeyOf,
} from "./helpers.ts";
import { freePort } from "./server-launch.ts";

/**
 * The server subscribed to a real broker (Debian's mosquitto, started here with a password file):
 * scripted devices publish heartbeats, presence and people counts; the results are read through
 * the API, the refusals through /metrics.
 */
const USERNAME = "console";
const PASSWORD = "broker-secret-1";
const METRICS = "device-metrics-token";
let dir: string;
let broker: Awaited<ReturnType<typeof startMosquitto>>;
let app: FastifyInstance;
let admin: string;
let device: MqttClient;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "mosquitto-"));
  broker = await startMosquitto({ dir, port: await freePort(), username: USERNAME, password: PASSWORD });
  app = await makeApp({ deviceBackground: false, config: { metricsToken: METRICS } });
  admin = (await loginAs(app, ...ADMIN)).token;
  device = await connectAsync(broker.url, { username: USERNAME, password: PASSWORD });
}, 60_000);
afterAll(async () => {
  await device?.endAsync();
  await app?.close();
  await broker?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function saveSettings(target: FastifyInstance, token: string, topicPrefix = "acme/rooms") {
  const response = await call(target, "PUT", "/api/v1/system/device/settings", {
    token,
    payload: {
      mqttEnabled: true,
      brokerUrl: broker.url,
      username: USERNAME,
      password: encryptPassword(await publicKeyOf(target), PASSWORD),
      topicPrefix,
      heartbeatSeconds: 30,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<Record<string, unknown>>(response).data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const keyOf = async (id: string) =>
  envelopeOf<{ key: string }>(await call(app, "POST", `/api/v1/device/key/${id}`, { token: admin })).data.key;

async function metric(outcome: string): Promise<number> {
  const response = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS}` } });
  const line = response.body
    .split("\n")
    .find((l) =>
      l.startsWith(`meeting_console_device_messages_total{transport="mqtt",outcome="${outcome}"}`),
    );
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("devices over MQTT", () => {
  it("keeps the broker password sealed and never answers it", async () => {
    const saved = await saveSettings(app, admin);
    expect(saved).toMatchObject({ mqttEnabled: true, passwordSet: true, topicPrefix: "acme/rooms" });
    expect(JSON.stringify(saved)).not.toContain(PASSWORD);
    const [row] = await app.ctx.db.select().from(deviceSettings);
    expect(row.passwordSealed).toBeTruthy();
    expect(row.passwordSealed).not.toContain(PASSWORD);
    await until(async () => app.devices.mqtt.connected, Boolean, "the subscription");
  });

  it("a terminal's heartbeat makes it live; a sensor's readings become the room's occupancy", async () => {
    const [terminal] = await app.ctx.db
      .select({ id: terminals.id })
      .from(terminals)
      .where(isNotNull(terminals.roomId))
      .limit(1);
    await app.ctx.db.update(terminals).set({ status: "DISCONNECT" }).where(eq(terminals.id, terminal.id));
    const terminalKey = await keyOf(terminal.id);
    await device.publishAsync(
      `acme/rooms/${terminal.id}/heartbeat`,
      JSON.stringify({ v: 1, key: terminalKey, registered: true, inCall: false, address: "192.0.2.7" }),
    );
    const read = async () =>
      envelopeOf<{ status: string; ip: string }>(
        await call(app, "GET", `/api/v1/device/terminal/${terminal.id}`, { token: admin }),
      ).data;
    expect(await until(read, (t) => t.status === "CONNECTED", "the terminal")).toMatchObject({
      ip: "192.0.2.7",
    });

    const [room] = await app.ctx.db.query.rooms.findMany({ columns: { id: true }, limit: 1, offset: 3 });
    const [detector] = await app.ctx.db.select({ id: humanDetectors.id }).from(humanDetectors).limit(1);
    await app.ctx.db
      .update(humanDetectors)
      .set({ roomId: room.id })
      .where(eq(humanDetectors.id, detector.id));
    const sensorKey = await keyOf(detector.id);
    const readRoom = async () =>
      envelopeOf<{ present: boolean | null; peopleCount: number | null }>(
        await call(app, "GET", `/api/v1/device/room/${room.id}`, { token: admin }),
      ).data;
    await device.publishAsync(
      `acme/rooms/${detector.id}/presence`,
      JSON.stringify({ v: 1, key: sensorKey, present: true, people: 6 }),
    );
    await until(readRoom, (r) => r.peopleCount === 6, "the people count");
    await device.publishAsync(
      `acme/rooms/${detector.id}/presence`,
      JSON.stringify({ v: 1, key: sensorKey, present: false }),
    );
    expect(await until(readRoom, (r) => r.present === false, "absence")).toMatchObject({ peopleCount: null });
  });

  it("malformed, foreign and oversized messages are counted and change nothing", async () => {
    const [first, second] = await app.ctx.db
      .select({ id: terminals.id, ip: terminals.ip, status: terminals.status })
      .from(terminals)
      .where(isNotNull(terminals.roomId))
      .limit(2)
      .offset(2);
    const key = await keyOf(first.id);
    const before = {
      notJson: await metric("notJson"),
      invalid: await metric("invalid"),
      tooLarge: await metric("tooLarge"),
      mismatch: await metric("deviceMismatch"),
      unknown: await metric("keyUnknown"),
    };
    await device.publishAsync(`acme/rooms/${first.id}/heartbeat`, "not json {");
    await device.publishAsync(`acme/rooms/${first.id}/heartbeat`, JSON.stringify({ v: "1", key }));
    await device.publishAsync(
      `acme/rooms/${first.id}/heartbeat`,
      JSON.stringify({ v: 1, key, pad: "x".repeat(9000) }),
    );
    // first's key on second's topic: refused, second untouched.
    await device.publishAsync(
      `acme/rooms/${second.id}/heartbeat`,
      JSON.stringify({ v: 1, key, registered: false, address: "203.0.113.9" }),
    );
    await device.publishAsync(
      `acme/rooms/${second.id}/heartbeat`,
      JSON.stringify({ v: 1, key: "mcdk_nope" }),
    );
    await until(
      async () => [
        await metric("notJson"),
        await metric("invalid"),
        await metric("tooLarge"),
        await metric("deviceMismatch"),
        await metric("keyUnknown"),
      ],
      ([a, b, c, d, e]) =>
        a === before.notJson + 1 &&
        b === before.invalid + 1 &&
        c === before.tooLarge + 1 &&
        d === before.mismatch + 1 &&
        e === before.unknown + 1,
      "the counters",
    );
    const [after] = await app.ctx.db
      .select({ ip: terminals.ip, status: terminals.status })
      .from(terminals)
      .where(eq(terminals.id, second.id));
    expect(after).toEqual({ ip: second.ip, status: second.status });
    expect(app.devices.mqtt.connected).toBe(true);
  });

  it("behind two instances, the shared subscription hands each message to one of them", async () => {
    const { apps, close } = await makeInstances(2, { deviceBackground: false });
    try {
      const token = (await loginAs(apps[0], ...ADMIN)).token;
      // Its own prefix: the first app, subscribed to acme/rooms in the same group, must not share these.
      await saveSettings(apps[0], token, "acme/two");
      await apps[1].devices.refresh();
      await until(async () => apps.every((a) => a.devices.mqtt.connected), Boolean, "both subscriptions");
      const [terminal] = await apps[0].ctx.db
        .select({ id: terminals.id })
        .from(terminals)
        .where(isNotNull(terminals.roomId))
        .limit(1);
      const key = envelopeOf<{ key: string }>(
        await call(apps[0], "POST", `/api/v1/device/key/${terminal.id}`, { token }),
      ).data.key;
      for (let i = 0; i < 6; i++) {
        await device.publishAsync(`acme/two/${terminal.id}/heartbeat`, JSON.stringify({ v: 1, key }), {
          qos: 1,
        });
      }
      const applied = () => apps.reduce((sum, a) => sum + a.devices.intake.count("mqtt", "applied"), 0);
      await until(
        async () => applied(),
        (n) => n >= 6,
        "six heartbeats",
      ).catch((error) => {
        console.log(
          JSON.stringify(apps.map((a) => [...a.devices.intake.counts])),
          broker.output().slice(-3000),
        );
        throw error;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(applied()).toBe(6);
    } finally {
      await close();
    }
  }, 60_000);
});
