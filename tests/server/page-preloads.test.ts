import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { makeApp } from "./helpers.ts";

/**
 * A console address answers index.html naming the chunks it will load (Vite's manifest), so the
 * browser fetches them in its first round; a public page is served as built.
 */
let app: FastifyInstance;
let dir: string;
const html = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>`;
const manifest = {
  "index.html": { file: "assets/index-1.js", imports: ["_react-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "src/App.tsx": {
    file: "assets/App-1.js",
    css: ["assets/App-1.css"],
    imports: ["_antd-1.js", "_react-1.js"],
  },
  "_antd-1.js": { file: "assets/antd-1.js" },
  "src/resource-kit/ResourcePage.tsx": {
    file: "assets/ResourcePage-1.js",
    imports: ["_table-1.js", "_antd-1.js"],
  },
  "_table-1.js": { file: "assets/table-1.js" },
  "src/pages/meetings/MeetingsPage.tsx": { file: "assets/MeetingsPage-1.js", imports: ["_table-1.js"] },
  "src/pages/meetings/calendar/RoomCalendar.tsx": { file: "assets/RoomCalendar-1.js" },
  "_locale-zh-CN-console-1.js": { file: "assets/locale-zh-CN-console-1.js", name: "locale-zh-CN-console" },
  "_locale-en-US-console-1.js": { file: "assets/locale-en-US-console-1.js", name: "locale-en-US-console" },
  "locales/zh-CN/meeting-list.json": {
    file: "assets/locale-zh-CN-meetingList-1.js",
    name: "locale-zh-CN-meetingList",
  },
  "locales/en-US/meeting-list.json": {
    file: "assets/locale-en-US-meetingList-1.js",
    name: "locale-en-US-meetingList",
  },
  "locales/en-US/calendar.json": { file: "assets/locale-en-US-calendar-1.js", name: "locale-en-US-calendar" },
  "_HostControlPage-1.js": {
    file: "assets/HostControlPage-1.js",
    name: "HostControlPage",
    imports: ["_antd-1.js"],
  },
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "console-preloads-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, "index.html"), html);
  writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  for (const entry of Object.values(manifest)) writeFileSync(path.join(dir, entry.file), "export {};\n");
  app = await makeApp({ config: { staticDir: dir } });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const modulepreloads = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
const preloadsOf = (body: string) => modulepreloads(body).sort();

describe("a console address's page", () => {
  it("names the console, its first data, the page's chunks and the browser's locale groups, once each", async () => {
    const page = await app.inject({
      url: "/operation/meeting-room-management?currentPage=2",
      headers: { "accept-language": "zh-CN,zh;q=0.9" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(preloadsOf(page.body)).toEqual([
      "assets/App-1.js",
      "assets/ResourcePage-1.js",
      "assets/antd-1.js",
      "assets/locale-zh-CN-console-1.js",
      "assets/table-1.js",
    ]);
    expect(page.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/App-1.css">');
  });

  it("names the console's files first, the page's own after them", async () => {
    const page = await app.inject({
      url: "/home",
      headers: { "accept-language": "zh-CN" },
    });
    expect(modulepreloads(page.body)).toEqual([
      "assets/App-1.js",
      "assets/antd-1.js",
      "assets/locale-zh-CN-console-1.js",
      "assets/MeetingsPage-1.js",
      "assets/table-1.js",
      "assets/locale-zh-CN-meetingList-1.js",
    ]);
  });

  it("follows the view and the language", async () => {
    const calendar = await app.inject({
      url: "/home?view=calendar",
      headers: { "accept-language": "en-US" },
    });
    expect(preloadsOf(calendar.body)).toEqual(
      expect.arrayContaining([
        "assets/MeetingsPage-1.js",
        "assets/RoomCalendar-1.js",
        "assets/locale-en-US-console-1.js",
        "assets/locale-en-US-meetingList-1.js",
        "assets/locale-en-US-calendar-1.js",
      ]),
    );
    expect(preloadsOf(calendar.body).filter((file) => file.includes("zh-CN"))).toEqual([]);
  });

  it("finds a page whose chunk Rollup keyed by its file name", async () => {
    const host = await app.inject({ url: "/home/control/m1", headers: { "accept-language": "zh-CN" } });
    expect(preloadsOf(host.body)).toEqual(
      expect.arrayContaining(["assets/HostControlPage-1.js", "assets/antd-1.js"]),
    );
  });

  it("leaves the public pages without preloads (the login page's own budget)", async () => {
    const login = await app.inject({ url: "/login" });
    expect(login.statusCode).toBe(200);
    expect(preloadsOf(login.body)).toEqual([]);
    expect(preloadsOf((await app.inject({ url: "/download" })).body)).toEqual([]);
  });

  it("writes the login type into the login page, so the guard needs no round trip", async () => {
    const block = /<script type="application\/json" id="login-type">([^<]*)<\/script>/;
    for (const url of ["/login", "/admin/login"]) {
      const page = await app.inject({ url });
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(JSON.parse(block.exec(page.body)![1]!)).toEqual({ type: "LOCAL", loginUrl: null });
    }
  });
});
