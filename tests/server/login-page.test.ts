import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { LoginPageSettings } from "#contract/login-page";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/** The login page tab: titles per language, logo and background checked by content, served publicly. */
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

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function uploadImage(kind: string, data: Buffer, name: string, token = admin) {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: "POST",
    url: `/api/v1/system/login-page/${kind}`,
    headers: { token, "content-type": `multipart/form-data; boundary=${boundary}`, language: "en-US" },
    payload,
  });
}
const face = async () =>
  envelopeOf<{ title: Record<string, string>; logo: string | null; background: string | null }>(
    await call(app, "GET", "/api/v1/login/interface"),
  ).data;
const fields = (response: Awaited<ReturnType<typeof call>>) =>
  envelopeOf<{ fields: Record<string, string> }>(response).data.fields;

describe("login page settings", () => {
  it("is for SYSTEM users only", async () => {
    expect((await call(app, "GET", "/api/v1/system/login-page")).statusCode).toBe(401);
    for (const token of [operator, user]) {
      expect((await call(app, "GET", "/api/v1/system/login-page", { token })).statusCode).toBe(403);
      const put = await call(app, "PUT", "/api/v1/system/login-page", {
        token,
        payload: { title: { "zh-CN": "x", "en-US": "x" } },
      });
      expect(put.statusCode).toBe(403);
      expect((await uploadImage("logo", PNG, "a.png", token)).statusCode).toBe(403);
      expect((await call(app, "DELETE", "/api/v1/system/login-page/logo", { token })).statusCode).toBe(403);
    }
  });

  it("sets a title per language, shown by /login/interface; an empty one restores the default", async () => {
    const initial = envelopeOf<LoginPageSettings>(
      await call(app, "GET", "/api/v1/system/login-page", { token: admin }),
    ).data;
    expect(initial).toMatchObject({ title: { "zh-CN": null, "en-US": null }, logo: null, background: null });
    const put = (title: object) =>
      call(app, "PUT", "/api/v1/system/login-page", { token: admin, payload: { title } });
    expect((await put({ "zh-CN": "阿克米会议", "en-US": "Acme Meetings" })).statusCode).toBe(200);
    expect((await face()).title).toEqual({ "zh-CN": "阿克米会议", "en-US": "Acme Meetings" });
    await put({ "zh-CN": null, "en-US": "Acme Meetings" });
    expect((await face()).title).toEqual({
      "zh-CN": initial.defaultTitle["zh-CN"],
      "en-US": "Acme Meetings",
    });
    expect((await put({ "zh-CN": "x".repeat(65), "en-US": null })).statusCode).toBe(400);
  });

  it("takes a PNG or JPEG by its bytes and serves it to anyone, with nosniff", async () => {
    const saved = await uploadImage("logo", PNG, "logo.png");
    expect(saved.statusCode).toBe(200);
    const logo = envelopeOf<LoginPageSettings>(saved).data.logo;
    expect(logo).toMatch(/^\/api\/v1\/login\/interface\/logo\?v=\d+$/);
    expect((await face()).logo).toBe(logo);
    const image = await app.inject({ method: "GET", url: logo as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.rawPayload.equals(PNG)).toBe(true);

    // A JPEG named .png is still a JPEG: the name does not decide.
    expect((await uploadImage("background", JPEG, "bg.jpg")).statusCode).toBe(200);
    const background = (await face()).background as string;
    expect((await app.inject({ method: "GET", url: background })).headers["content-type"]).toBe("image/jpeg");
  });

  it("refuses what is not an image by its content, and what is too large", async () => {
    const svg = await uploadImage("logo", SVG, "logo.svg");
    expect(svg.statusCode).toBe(400);
    expect(fields(svg)).toHaveProperty("file");
    const disguised = await uploadImage("logo", Buffer.from("GIF89a but really text"), "logo.png");
    expect(disguised.statusCode).toBe(400);
    const huge = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
    const tooLarge = await uploadImage("logo", huge, "big.png");
    expect(tooLarge.statusCode).toBe(400);
    expect(fields(tooLarge).file).toMatch(/0\.5 MB/);
    expect((await uploadImage("banner", PNG, "a.png")).statusCode).toBe(400);
  });

  it("removes an image: the page shows none and its address is 404", async () => {
    const removed = await call(app, "DELETE", "/api/v1/system/login-page/logo", { token: admin });
    expect(envelopeOf<LoginPageSettings>(removed).data.logo).toBeNull();
    expect((await face()).logo).toBeNull();
    expect((await call(app, "GET", "/api/v1/login/interface/logo")).statusCode).toBe(404);
  });
});
