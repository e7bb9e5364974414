import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { acceptedEncoding } from "../../server/src/static/precompressed.ts";
import { makeApp } from "./helpers.ts";

let app: FastifyInstance;
let dir: string;
const script = `console.log(${JSON.stringify("hello ".repeat(2000))});\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${"<div></div>".repeat(100)}</body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "console-dist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), html);
  writeFileSync(path.join(dir, "assets/app-abc123.js"), script);
  writeFileSync(path.join(dir, "assets/logo-1.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(path.join(dir, ".env"), "SECRET=1");
  app = await makeApp({ config: { staticDir: dir } });
  await app.consoleFiles?.precompressed.ready;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("console files", () => {
  it("serves hashed assets brotli- or gzip-compressed with immutable caching", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    const revalidate = await get("/assets/app-abc123.js", {
      "accept-encoding": "br",
      "if-none-match": `${br.headers.etag}`,
    });
    expect(revalidate.statusCode).toBe(304);
  });

  it("answers index.html for the SPA routes, revalidated, with the security headers", async () => {
    for (const url of ["/", "/login", "/system/user-management", "/device/meeting-monitor?x=1"]) {
      const response = await get(url, { "accept-encoding": "br" });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      const body = brotliDecompressSync(response.rawPayload).toString();
      if (url === "/login") {
        expect(body).toBe(
          html.replace(
            "</head>",
            '<script type="application/json" id="login-type">{"type":"LOCAL","loginUrl":null}</script></head>',
          ),
        );
      } else {
        expect(body, url).toBe(html);
      }
    }
  });

  it("serves other files as they are and never files outside or hidden", async () => {
    const png = await get("/assets/logo-1.png", { "accept-encoding": "br" });
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.length).toBe(7);
    expect((await get("/favicon.svg")).body).toContain("<svg");
    for (const url of [
      "/.env",
      "/../package.json",
      "/%2e%2e/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain("SECRET");
      expect(response.body, url).not.toContain('"name"');
    }
  });

  it("answers 404 for a missing hashed asset and envelopes for /api", async () => {
    expect((await get("/assets/gone-123.js")).statusCode).toBe(404);
    const api = await get("/api/v1/nothing-here");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ status: 404, message: "资源不存在", data: null });
    expect(api.headers["cache-control"]).toBe("no-store");
    expect((await app.inject({ method: "POST", url: "/login" })).statusCode).toBe(404);
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip;q=1.0, br;q=0", "gzip"],
    ["identity", null],
    [undefined, null],
  ])("picks the encoding for Accept-Encoding %s", (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
