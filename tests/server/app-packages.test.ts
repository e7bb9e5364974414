import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppPlatformLatest, AppVersion } from "#contract/apphub";
import type { Page } from "#contract/list";
import { appVersions } from "../../server/src/db/schema.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR } from "./helpers.ts";
import { type FormPart, multipartBody } from "./multipart-body.ts";

/** Client packages: type by content per platform, size limit, streamed into the database, latest per platform, rights. */
const MAX_BYTES = 256 * 1024;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "app-packages-"));
const packages = path.join(dataDir, "packages");

let app: FastifyInstance;
let admin: string;
let operator: string;
let clock = Date.parse("2026-03-01T00:00:00Z");
beforeAll(async () => {
  app = await makeApp({ config: { dataDir, packageMaxBytes: MAX_BYTES }, now: () => clock });
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const body = (n = 2048) => randomBytes(n);
const SAMPLES = {
  exe: Buffer.concat([Buffer.from("MZ"), body()]),
  msi: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), body()]),
  dmg: Buffer.concat([body(), Buffer.from("koly"), Buffer.alloc(508)]),
  pkg: Buffer.concat([Buffer.from("xar!"), body()]),
  deb: Buffer.concat([Buffer.from("!<arch>\ndebian-binary   "), body()]),
  rpm: Buffer.concat([Buffer.from([0xed, 0xab, 0xee, 0xdb]), body()]),
  AppImage: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0x41, 0x49, 0x02]), body()]),
  zip: Buffer.concat([Buffer.from("PK\u0003\u0004"), body()]),
};
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), body()]);

let versionSeq = 0;
function upload(
  platform: string,
  name: string,
  data: Buffer,
  { token = admin, version = `1.0.${++versionSeq}`, language = "en-US" } = {},
) {
  const parts: FormPart[] = [
    { field: "platform", value: platform },
    { field: "version", value: version },
    { field: "releaseNotes", value: "Fixes" },
    { field: "file", name, data },
  ];
  const { payload, headers } = multipartBody(parts);
  clock += 1000;
  return app.inject({
    method: "POST",
    url: "/api/v1/apphub/app/version",
    payload,
    headers: { ...headers, token, language },
  });
}
const fieldsOf = (response: Awaited<ReturnType<typeof upload>>) =>
  envelopeOf<{ fields: Record<string, string> }>(response).data.fields;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Large objects that no version row holds: what a refused or failed upload must not leave. */
async function leftovers(): Promise<number[]> {
  const result = await app.ctx.db.execute(sql`SELECT oid FROM pg_largeobject_metadata
    WHERE oid NOT IN (SELECT blob_oid FROM app_versions WHERE blob_oid IS NOT NULL)`);
  return rowsOf<{ oid: number }>(result).map((row) => Number(row.oid));
}
const storedBytes = async (id: string): Promise<Buffer> => {
  const [row] = await app.ctx.db.select().from(appVersions).where(eq(appVersions.id, id));
  const result = await app.ctx.db.execute(sql`SELECT lo_get(${row!.blobOid}::oid) AS data`);
  return rowsOf<{ data: Buffer }>(result)[0]!.data;
};

describe("client packages", () => {
  it("accepts each platform's package kinds by their bytes, streamed into a large object", async () => {
    const accepted: [string, string, Buffer][] = [
      ["WINDOWS", "setup.exe", SAMPLES.exe],
      ["WINDOWS", "setup.msi", SAMPLES.msi],
      ["WINDOWS", "portable.zip", SAMPLES.zip],
      ["MAC", "client.dmg", SAMPLES.dmg],
      ["MAC", "client.pkg", SAMPLES.pkg],
      ["LINUX", "client.deb", SAMPLES.deb],
      ["LINUX", "client.rpm", SAMPLES.rpm],
      ["LINUX", "Client.AppImage", SAMPLES.AppImage],
    ];
    for (const [platform, name, data] of accepted) {
      const response = await upload(platform, name, data);
      expect(response.statusCode, `${platform} ${name}`).toBe(200);
      const version = envelopeOf<AppVersion>(response).data;
      expect(version).toMatchObject({
        platform,
        fileName: name,
        size: data.length,
        releaseNotes: "Fixes",
        sha256: createHash("sha256").update(data).digest("hex"),
        downloadUrl: `/api/v1/apphub/app/version/${version.id}/download`,
      });
      expect((await storedBytes(version.id)).equals(data)).toBe(true);
    }
    expect(existsSync(packages)).toBe(false);
    expect(await leftovers()).toEqual([]);
  });

  it("refuses a file whose content is not a package of the platform, or whose name disagrees", async () => {
    const refusals: [string, string, Buffer][] = [
      ["WINDOWS", "setup.exe", PNG],
      ["MAC", "setup.exe", SAMPLES.exe],
      ["WINDOWS", "setup.msi", SAMPLES.exe],
      ["LINUX", "client.deb", Buffer.from("!<arch>\nnot-a-debian-package")],
      ["LINUX", "client.AppImage", Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), body()])],
      ["MAC", "client.dmg", body()],
    ];
    for (const [platform, name, data] of refusals) {
      const response = await upload(platform, name, data);
      expect(response.statusCode, `${platform} ${name}`).toBe(400);
    }
    expect(fieldsOf(await upload("MAC", "x.exe", SAMPLES.exe)).file).toBe(
      "The file's content is not a package for this platform; accepted: .dmg, .pkg, .zip",
    );
    expect(await leftovers()).toEqual([]);
  });

  it("refuses a package over the size limit without keeping any of it", async () => {
    const big = Buffer.concat([Buffer.from("MZ"), randomBytes(MAX_BYTES + 10)]);
    const response = await upload("WINDOWS", "big.exe", big, { language: "zh-CN" });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).file).toBe("文件不能超过 256 KB");
    expect(await leftovers()).toEqual([]);
  });

  it("checks the fields: platform, version format, a version once per platform, a file", async () => {
    expect(Object.keys(fieldsOf(await upload("BEOS", "a.exe", SAMPLES.exe)))).toEqual(["platform"]);
    expect(fieldsOf(await upload("WINDOWS", "a.exe", SAMPLES.exe, { version: "1 0" })).version).toBe(
      "A version holds letters, digits and . + _ - only, e.g. 5.2.1",
    );
    expect((await upload("WINDOWS", "a.exe", SAMPLES.exe, { version: "9.9.9" })).statusCode).toBe(200);
    expect(fieldsOf(await upload("WINDOWS", "a.exe", SAMPLES.exe, { version: "9.9.9" })).version).toBe(
      "This platform already has this version",
    );
    expect((await upload("LINUX", "a.zip", SAMPLES.zip, { version: "9.9.9" })).statusCode).toBe(200);
    const { payload, headers } = multipartBody([{ field: "platform", value: "WINDOWS" }]);
    const none = await app.inject({
      method: "POST",
      url: "/api/v1/apphub/app/version",
      payload,
      headers: { ...headers, token: admin, language: "en-US" },
    });
    expect(fieldsOf(none).file).toBe("Choose a file to upload");
  });

  it("offers the latest version of each platform and lets anyone download it", async () => {
    const data = Buffer.concat([Buffer.from("MZ"), body(50_000)]);
    const uploaded = envelopeOf<AppVersion>(
      await upload("WINDOWS", "Client Setup 2.0.exe", data, { version: "2.0.0" }),
    ).data;
    const latest = await call(app, "GET", "/api/v1/apphub/app/version/check/latest?platform=WINDOWS");
    expect(envelopeOf<AppVersion>(latest).data).toMatchObject({ id: uploaded.id, version: "2.0.0" });
    const all = envelopeOf<AppPlatformLatest[]>(await call(app, "GET", "/api/v1/apphub/app")).data;
    expect(all.map((entry) => [entry.platform, entry.latest?.version])).toEqual([
      ["WINDOWS", "2.0.0"],
      ["MAC", expect.any(String)],
      ["LINUX", "9.9.9"],
    ]);
    const download = await app.inject({ method: "GET", url: uploaded.downloadUrl! });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    expect(download.headers["content-length"]).toBe(String(data.length));
    expect(download.headers["content-disposition"]).toContain("attachment");
  });

  it("lists by platform, edits and deletes for SYSTEM users only; the deleted package is gone", async () => {
    const list = await call(app, "GET", "/api/v1/apphub/app/version?platform=MAC&page=1&size=10", {
      token: admin,
    });
    const macs = envelopeOf<Page<AppVersion>>(list).data;
    expect(macs.total).toBe(2);
    expect(macs.records.every((v) => v.platform === "MAC")).toBe(true);
    const [first] = macs.records;
    const edited = await call(app, "PUT", `/api/v1/apphub/app/version/${first!.id}`, {
      token: admin,
      payload: { version: "3.1.0", releaseNotes: "Notes" },
    });
    expect(envelopeOf<AppVersion>(edited).data).toMatchObject({ version: "3.1.0", releaseNotes: "Notes" });

    for (const [method, url] of [
      ["GET", "/api/v1/apphub/app/version"],
      ["PUT", `/api/v1/apphub/app/version/${first!.id}`],
      ["DELETE", `/api/v1/apphub/app/version/${first!.id}`],
    ]) {
      const payload = method === "PUT" ? { version: "1", releaseNotes: null } : undefined;
      expect((await call(app, method, url, { token: operator, payload })).statusCode).toBe(403);
      expect((await call(app, method, url, { payload })).statusCode).toBe(401);
    }
    expect((await upload("WINDOWS", "x.exe", SAMPLES.exe, { token: operator })).statusCode).toBe(403);

    const [row] = await app.ctx.db.select().from(appVersions).where(eq(appVersions.id, first!.id));
    expect(
      (await call(app, "DELETE", `/api/v1/apphub/app/version/${first!.id}`, { token: admin })).statusCode,
    ).toBe(200);
    const unlinked = await app.ctx.db.execute(
      sql`SELECT 1 AS found FROM pg_largeobject_metadata WHERE oid = ${row!.blobOid}::oid`,
    );
    expect(rowsOf(unlinked)).toEqual([]);
    expect(await leftovers()).toEqual([]);
    const gone = await app.inject({ method: "GET", url: `/api/v1/apphub/app/version/${first!.id}/download` });
    expect(gone.statusCode).toBe(404);
  });
});
