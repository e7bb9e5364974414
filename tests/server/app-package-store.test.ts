import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppVersion } from "#contract/apphub";
import { appVersions } from "../../server/src/db/schema.ts";
import { ADMIN, envelopeOf, loginAs, makeInstances } from "./helpers.ts";
import { multipartBody } from "./multipart-body.ts";

/**
 * Client packages live in the database, not on the disk of the instance that took the upload: any
 * instance serves them byte for byte, checks them against their SHA-256, and moves the packages an
 * older version left in its DATA_DIR/packages into the database when it starts.
 */
const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), "package-store-")));
let instances: Awaited<ReturnType<typeof makeInstances>>;
let a: FastifyInstance;
let b: FastifyInstance;
let token: string;

beforeAll(async () => {
  instances = await makeInstances(2, (i) => ({
    config: { dataDir: dataDirs[i]!, packageMaxBytes: 4 << 20 },
  }));
  [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
  token = (await loginAs(a, ...ADMIN)).token;
}, 120_000);
afterAll(async () => {
  await instances?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
/** An .exe of `bytes` (several of the store's 256 KB chunks). */
const exe = (bytes: number) => Buffer.concat([Buffer.from("MZ"), randomBytes(bytes - 2)]);

async function upload(app: FastifyInstance, data: Buffer, version: string): Promise<AppVersion> {
  const { payload, headers } = multipartBody([
    { field: "platform", value: "WINDOWS" },
    { field: "version", value: version },
    { field: "file", name: "setup.exe", data },
  ]);
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/apphub/app/version",
    payload,
    headers: { ...headers, token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<AppVersion>(response).data;
}

const download = (app: FastifyInstance, id: string) =>
  app.inject({ method: "GET", url: `/api/v1/apphub/app/version/${id}/download` });

describe("client packages on two instances", () => {
  it("moves a package that an older version kept in DATA_DIR/packages into the database on start", async () => {
    const data = exe(300_000);
    const id = "legacy-package-0001";
    await a.ctx.db.insert(appVersions).values({
      id,
      platform: "LINUX",
      version: "0.9.0",
      fileName: "old.exe",
      size: data.length,
      releaseNotes: null,
      fileId: null,
      downloadUrl: null,
      sha256: sha256(data),
      blobOid: null,
      createdAt: Date.now(),
    });
    // Instance B has not answered anything yet: its first request starts it.
    mkdirSync(path.join(dataDirs[1]!, "packages"), { recursive: true });
    writeFileSync(path.join(dataDirs[1]!, "packages", id), data);
    const response = await download(b, id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(data)).toBe(true);
    expect(existsSync(path.join(dataDirs[1]!, "packages", id))).toBe(false);
    const fromA = await download(a, id);
    expect(fromA.rawPayload.equals(data)).toBe(true);
  });

  it("serves a package uploaded through one instance from the other, byte-identical, its SHA-256 recorded", async () => {
    const data = exe(1_000_000 + 17);
    const version = await upload(a, data, "7.0.0");
    expect(version.sha256).toBe(sha256(data));
    const [row] = await b.ctx.db.select().from(appVersions).where(eq(appVersions.id, version.id));
    expect(row).toMatchObject({ sha256: sha256(data), size: data.length });
    expect(row!.blobOid).toEqual(expect.any(Number));
    expect(existsSync(path.join(dataDirs[0]!, "packages", version.id))).toBe(false);

    const response = await download(b, version.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe(String(data.length));
    expect(response.rawPayload.equals(data)).toBe(true);
  });

  it("refuses to serve bytes that no longer match the recorded SHA-256", async () => {
    const data = exe(600_000);
    const version = await upload(a, data, "7.0.1");
    const [row] = await a.ctx.db.select().from(appVersions).where(eq(appVersions.id, version.id));
    await a.ctx.db.execute(sql`SELECT lo_put(${row!.blobOid}::oid, 300000, '\\x00ff00ff'::bytea)`);
    const served = await download(a, version.id).then(
      (response) => (response.statusCode === 200 ? response.rawPayload : null),
      () => null,
    );
    expect(served?.equals(data) ?? false).toBe(false);
    expect(served === null || served.length < data.length).toBe(true);
  });
});
