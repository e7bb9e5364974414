import { generateKeyPairSync } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { LicenceRecord, LicenceStatus } from "#contract/licence";
import { EVALUATION_LICENCE } from "#contract/limits/settings";
import type { Page } from "#contract/list";
import { rooms } from "../../server/src/db/schema-devices.ts";
import { type LicenceTerms, signLicence } from "../../server/src/settings/licences/licence-file.ts";
import {
  TEST_LICENCE_SIGNING_KEY as SIGNING_KEY,
  TEST_LICENCE_PUBLIC_KEY,
} from "../fixtures/licence/test-key.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR } from "./helpers.ts";
import { multipartBody } from "./multipart-body.ts";

/** Licences: the serial, signed uploads (forged, expired, foreign, too small refused) and the room limit. */
const NOW = Date.parse("2026-06-15T08:00:00Z");
let clock = NOW;

let app: FastifyInstance;
let admin: string;
let operator: string;
let serial: string;
let roomCount: number;
beforeAll(async () => {
  app = await makeApp({ now: () => clock, config: { licencePublicKey: TEST_LICENCE_PUBLIC_KEY } });
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
  serial = envelopeOf<{ serial: string }>(
    await call(app, "GET", "/api/v1/system/license/serial", { token: admin }),
  ).data.serial;
  roomCount = (await app.ctx.db.select({ id: rooms.id }).from(rooms)).length;
});
afterAll(() => app.close());

let sequence = 0;
const terms = (overrides: Partial<LicenceTerms> = {}): LicenceTerms => ({
  id: `LIC-${++sequence}`,
  serial,
  licensee: "Example Corp",
  rooms: roomCount + 50,
  ports: 40,
  issued: "2026-01-01",
  expires: "2027-01-01",
  ...overrides,
});

const upload = (content: string, language: "en-US" | "zh-CN" = "en-US", token = admin) => {
  const { payload, headers } = multipartBody([{ field: "file", name: "site.lic", data: content }]);
  return app.inject({
    method: "POST",
    url: "/api/v1/system/license",
    payload,
    headers: { ...headers, token, language },
  });
};
const fileMessage = (response: Awaited<ReturnType<typeof upload>>) =>
  envelopeOf<{ fields: { file: string } }>(response).data.fields.file;
const status = async (token = admin) =>
  envelopeOf<LicenceStatus>(await call(app, "GET", "/api/v1/system/license", { token })).data;

describe("licences", () => {
  it("gives a stable machine serial, and only to SYSTEM users", async () => {
    expect(serial).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const again = await call(app, "GET", "/api/v1/system/license/serial", { token: admin });
    expect(envelopeOf<{ serial: string }>(again).data.serial).toBe(serial);
    expect((await call(app, "GET", "/api/v1/system/license/serial", { token: operator })).statusCode).toBe(
      403,
    );
    expect((await call(app, "GET", "/api/v1/system/license/serial")).statusCode).toBe(401);
    for (const [method, url] of [
      ["GET", "/api/v1/system/license"],
      ["GET", "/api/v1/system/license/list"],
      ["GET", "/api/v1/system/license/x"],
      ["DELETE", "/api/v1/system/license/x"],
      ["GET", "/api/v1/system/license/export/x"],
    ]) {
      expect((await call(app, method, url, { token: operator })).statusCode).toBe(403);
    }
    expect((await upload(signLicence(terms(), SIGNING_KEY), "en-US", operator)).statusCode).toBe(403);
  });

  it("runs on the evaluation limits without a licence", async () => {
    const current = await status();
    expect(current).toMatchObject({
      serial,
      source: "EVALUATION",
      licence: null,
      rooms: { limit: EVALUATION_LICENCE.rooms, used: roomCount },
      ports: { limit: EVALUATION_LICENCE.ports, used: 0 },
      portsReached: false,
      daysLeft: null,
    });
  });

  it("refuses a forged licence (another key, or terms changed after signing)", async () => {
    const other = generateKeyPairSync("ed25519")
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    const forged = await upload(signLicence(terms(), other));
    expect(forged.statusCode).toBe(400);
    expect(fileMessage(forged)).toBe(
      "The licence signature is not valid: the file was altered or was not issued for this product",
    );
    const file = JSON.parse(signLicence(terms({ rooms: 10 }), SIGNING_KEY));
    const raised = { ...JSON.parse(Buffer.from(file.licence, "base64").toString()), rooms: 100000 };
    file.licence = Buffer.from(JSON.stringify(raised)).toString("base64");
    const tampered = await upload(JSON.stringify(file), "zh-CN");
    expect(tampered.statusCode).toBe(400);
    expect(fileMessage(tampered)).toBe("许可证签名无效：文件已被修改，或不是为本产品签发的");
    expect(fileMessage(await upload("not a licence"))).toBe(
      "This is not a licence file; choose the .lic file you received",
    );
  });

  it("refuses an expired licence, one for another machine, and one smaller than what exists", async () => {
    const expired = await upload(signLicence(terms({ expires: "2026-06-14" }), SIGNING_KEY));
    expect(fileMessage(expired)).toBe("This licence expired on 2026-06-14");
    const foreign = await upload(signLicence(terms({ serial: "AAAA-BBBB-CCCC-DDDD" }), SIGNING_KEY));
    expect(fileMessage(foreign)).toBe(
      "This licence was issued for machine serial AAAA-BBBB-CCCC-DDDD, not this installation's",
    );
    const small = await upload(signLicence(terms({ rooms: roomCount - 1 }), SIGNING_KEY));
    expect(fileMessage(small)).toBe(
      `This licence allows ${roomCount - 1} rooms but ${roomCount} exist; delete rooms or ask for a larger licence`,
    );
    expect((await status()).source).toBe("EVALUATION");
  });

  it("puts a valid licence in force, lists, reads and exports it, and refuses it twice", async () => {
    const content = signLicence(
      terms({ rooms: roomCount + 1, ports: 24, expires: "2026-06-25" }),
      SIGNING_KEY,
    );
    const response = await upload(content);
    expect(response.statusCode).toBe(200);
    const record = envelopeOf<LicenceRecord>(response).data;
    expect(record).toMatchObject({
      serial,
      licensee: "Example Corp",
      rooms: roomCount + 1,
      ports: 24,
      expiresAt: Date.parse("2026-06-25T23:59:59.999Z"),
      fileName: "site.lic",
      uploadedBy: expect.any(String),
      current: true,
      expired: false,
    });
    expect(await status()).toMatchObject({
      source: "LICENCE",
      licence: { id: record.id },
      rooms: { limit: roomCount + 1, used: roomCount },
      ports: { limit: 24 },
      roomsReached: false,
      daysLeft: 10,
    });
    const list = await call(app, "GET", "/api/v1/system/license/list?page=1&size=10", { token: admin });
    expect(envelopeOf<Page<LicenceRecord>>(list).data.records.map((r) => r.id)).toContain(record.id);
    const detail = await call(app, "GET", `/api/v1/system/license/${record.id}`, { token: admin });
    expect(envelopeOf<LicenceRecord>(detail).data.id).toBe(record.id);
    const exported = await call(app, "GET", `/api/v1/system/license/export/${record.id}`, { token: admin });
    expect(exported.headers["content-disposition"]).toContain('filename="site.lic"');
    expect(exported.body).toBe(content);
    const twice = await upload(content);
    expect(twice.statusCode).toBe(409);
    expect(envelopeOf(twice).message).toBe("This licence has already been uploaded");
  });

  it("limits room creation to the licence, with a 409 in the user's language", async () => {
    const create = (name: string, language: "en-US" | "zh-CN") =>
      call(app, "POST", "/api/v1/device/room", { token: admin, language, payload: { name, capacity: 4 } });
    expect((await create("Licensed room", "en-US")).statusCode).toBe(200);
    const refused = await create("One too many", "en-US");
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused)).toMatchObject({
      errorCode: "LICENCE_LIMIT",
      message: `All ${roomCount + 1} rooms the licence allows are in use; upload a licence with more rooms`,
    });
    expect(envelopeOf(await create("再多一个", "zh-CN")).message).toBe(
      `许可证允许的 ${roomCount + 1} 个会议室已全部使用，请上传允许更多会议室的许可证`,
    );
    expect((await status()).roomsReached).toBe(true);
  });

  it("deletes a licence: the evaluation limits apply again", async () => {
    const [current] = envelopeOf<Page<LicenceRecord>>(
      await call(app, "GET", "/api/v1/system/license/list", { token: admin }),
    ).data.records.filter((r) => r.current);
    expect(
      (await call(app, "DELETE", `/api/v1/system/license/${current!.id}`, { token: admin })).statusCode,
    ).toBe(200);
    expect(
      (await call(app, "GET", `/api/v1/system/license/${current!.id}`, { token: admin })).statusCode,
    ).toBe(404);
    expect((await status()).source).toBe("EVALUATION");
  });

  it("lets a licence lapse at the end of its last day: the evaluation applies and the page is told", async () => {
    const content = signLicence(terms({ id: "LIC-LAPSING", expires: "2026-06-20" }), SIGNING_KEY);
    expect((await upload(content)).statusCode).toBe(200);
    // Sessions last 12 hours: log in again on the later days.
    clock = Date.parse("2026-06-20T23:59:59.000Z");
    const lastDay = (await loginAs(app, ...ADMIN)).token;
    expect(await status(lastDay)).toMatchObject({ source: "LICENCE", daysLeft: 0, lapsed: null });
    clock = Date.parse("2026-06-21T00:00:00.000Z");
    const lapsed = await status(lastDay);
    expect(lapsed).toMatchObject({
      source: "EVALUATION",
      licence: null,
      rooms: { limit: EVALUATION_LICENCE.rooms },
      lapsed: { licenceId: "LIC-LAPSING", expired: true, current: false },
    });
    clock = NOW;
  });
});
