import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/** Files: upload (type by content), records, download headers, refusals and deletion rights. */
interface FileRecord {
  id: string;
  name: string;
  size: number;
  contentType: string;
  createdBy: string | null;
}
type Fields = { fields: Record<string, string> };
interface Part {
  field?: string;
  name: string;
  data: Buffer | string;
  type?: string;
}

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

function multipart(parts: Part[]) {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? "file"}"; filename="${part.name}"\r\n` +
        `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
    Buffer.from("\r\n"),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(parts: Part[], token = admin, path = "upload", language?: "en-US") {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: "POST",
    url: `/api/v1/system/file/${path}`,
    headers: { token, "content-type": contentType, ...(language ? { language } : {}) },
    payload,
  });
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const XLSX = Buffer.concat([
  Buffer.from("PK\u0003\u0004"),
  randomBytes(26),
  Buffer.from("[Content_Types].xml"),
  randomBytes(40),
  Buffer.from("PK\u0003\u0004xl/workbook.xml"),
]);

const uploaded = async (parts: Part[], token = admin) => {
  const response = await upload(parts, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<FileRecord>(response).data;
};

describe("upload and download", () => {
  it("stores a PNG and streams it back with safe headers", async () => {
    const record = await uploaded([{ name: "楼层 平面图<1>|:.png", data: PNG, type: "text/html" }]);
    expect(record).toMatchObject({ size: PNG.length, contentType: "image/png", name: "楼层 平面图1.png" });
    const download = await call(app, "GET", `/api/v1/system/file/download/${record.id}`, { token: admin });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    const disposition = String(download.headers["content-disposition"]);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("楼层 平面图1.png")}`);
    const inline = await call(app, "GET", `/api/v1/system/file/download/${record.id}?inline=1`, {
      token: admin,
    });
    expect(String(inline.headers["content-disposition"])).toMatch(/^inline; /);
    const one = await call(app, "GET", `/api/v1/system/file/${record.id}`, { token: admin });
    expect(envelopeOf<FileRecord>(one).data).toEqual(record);
    // Someone else's file, attached nowhere (object-authority.test.ts tries the rest).
    expect((await call(app, "GET", `/api/v1/system/file/${record.id}`, { token: user })).statusCode).toBe(
      404,
    );
  });

  it("strips bidirectional controls and other invisible controls from the stored name", async () => {
    const name =
      "\u2066合同\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202Dinvoice\u202Egnp\u0007\u2028.exe.png";
    const record = await uploaded([{ name, data: PNG }]);
    expect(record.name).toBe("合同invoicegnp.exe.png");
    const download = await call(app, "GET", `/api/v1/system/file/download/${record.id}`, { token: admin });
    expect(String(download.headers["content-disposition"])).toContain(
      `filename*=UTF-8''${encodeURIComponent("合同invoicegnp.exe.png")}`,
    );
  });

  it("recognises pdf, xlsx and csv by content; pdf is never inline", async () => {
    const pdf = await uploaded([{ name: "report.pdf", data: PDF }]);
    expect(pdf.contentType).toBe("application/pdf");
    const inline = await call(app, "GET", `/api/v1/system/file/download/${pdf.id}?inline=1`, {
      token: admin,
    });
    expect(String(inline.headers["content-disposition"])).toMatch(/^attachment; /);
    const xlsx = await uploaded([{ name: "sheet.xlsx", data: XLSX }]);
    expect(xlsx.contentType).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const csv = await uploaded([{ name: "rooms.csv", data: "name,capacity\n长城厅,20\n" }]);
    expect(csv.contentType).toBe("text/csv; charset=utf-8");
  });

  it("uploads a batch and lists records by ids", async () => {
    const response = await upload(
      [
        { field: "files", name: "a.png", data: PNG },
        { field: "other", name: "ignored.txt", data: "ignored" },
        { field: "files", name: "b.txt", data: "hello" },
      ],
      admin,
      "upload/batch",
    );
    const records = envelopeOf<FileRecord[]>(response).data;
    expect(records.map((r) => r.contentType)).toEqual(["image/png", "text/plain; charset=utf-8"]);
    const listed = (token: string) =>
      call(app, "POST", "/api/v1/system/file/list", {
        token,
        payload: { ids: [records[1].id, "nope", records[0].id] },
      });
    expect(envelopeOf<FileRecord[]>(await listed(admin)).data.map((r) => r.id)).toEqual([
      records[1].id,
      records[0].id,
    ]);
    expect(envelopeOf<FileRecord[]>(await listed(user)).data).toEqual([]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ field: "files", name: `${i}.txt`, data: "x" }));
    const tooMany = await upload(eleven, admin, "upload/batch", "en-US");
    expect(tooMany.statusCode).toBe(400);
    expect(envelopeOf<Fields>(tooMany).data.fields.files).toBe("At most 10 files can be uploaded at once");
  });
});

describe("refused uploads", () => {
  const refused = async (parts: Part[], field = "file") => {
    const response = await upload(parts, admin, "upload", "en-US");
    expect(response.statusCode, response.body).toBe(400);
    return envelopeOf<Fields>(response).data.fields[field];
  };
  const typeRefused = "This file type is not accepted (its content does not match an allowed type)";

  it("refuses SVG and HTML whatever their names and declared types", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(await refused([{ name: "map.svg", data: svg, type: "image/svg+xml" }])).toBe(typeRefused);
    expect(await refused([{ name: "map.txt", data: svg }])).toBe(typeRefused);
    expect(await refused([{ name: "page", data: "<!DOCTYPE html><html></html>", type: "text/plain" }])).toBe(
      typeRefused,
    );
    expect(await refused([{ name: "x.html", data: PNG }])).toBe(typeRefused);
  });

  it("refuses fake magic bytes, names that contradict the content, and unknown binaries", async () => {
    expect(await refused([{ name: "photo.png", data: "not really a png" }])).toBe(typeRefused);
    expect(await refused([{ name: "photo.png", data: PDF }])).toBe(typeRefused);
    expect(await refused([{ name: "photo.png", data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]) }])).toBe(
      typeRefused,
    );
    expect(await refused([{ name: "tool.exe", data: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) }])).toBe(
      typeRefused,
    );
    expect(await refused([{ name: "empty.txt", data: "" }])).toBe(typeRefused);
  });

  it("refuses a file over 20 MB with a message on the field", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    expect(await refused([{ name: "big.png", data: big }])).toBe("The file must not exceed 20 MB");
  });

  it("answers 400 on the field without a multipart body, 401 without a session", async () => {
    const json = await call(app, "POST", "/api/v1/system/file/upload", {
      token: admin,
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(400);
    expect(envelopeOf<Fields>(json).data.fields.file).toBe("请选择要上传的文件");
    const wrongField = await upload([{ field: "attachment", name: "a.png", data: PNG }]);
    expect(wrongField.statusCode).toBe(400);
    const broken = await app.inject({
      method: "POST",
      url: "/api/v1/system/file/upload",
      headers: { token: admin, "content-type": "multipart/form-data" },
      payload: "garbage",
    });
    expect(broken.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/v1/system/file/upload",
      headers: { "content-type": multipart([{ name: "a.png", data: PNG }]).contentType },
      payload: multipart([{ name: "a.png", data: PNG }]).payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(app, "GET", "/api/v1/system/file/download/x")).statusCode).toBe(401);
    expect((await call(app, "GET", "/api/v1/system/file/download/x", { token: admin })).statusCode).toBe(404);
  });
});

describe("deleting files", () => {
  it("lets users delete their own files; device holders and SYSTEM any", async () => {
    const mine = await uploaded([{ name: "mine.txt", data: "mine" }], user);
    const admins = await uploaded([{ name: "admins.txt", data: "admin's" }], admin);
    const remove = (ids: string[], token: string) =>
      call(app, "POST", "/api/v1/system/file/delete/batch", { token, payload: { ids } });
    // A file the user may not even read is not revealed: 404 (403 is for one read but not owned).
    const foreign = await remove([mine.id, admins.id], user);
    expect(foreign.statusCode).toBe(404);
    expect((await call(app, "GET", `/api/v1/system/file/${mine.id}`, { token: user })).statusCode).toBe(200);
    expect((await remove([mine.id], user)).statusCode).toBe(200);
    expect(
      (await call(app, "GET", `/api/v1/system/file/download/${mine.id}`, { token: user })).statusCode,
    ).toBe(404);
    expect((await remove([admins.id, "nope"], operator)).statusCode).toBe(404);
    expect((await remove([admins.id], operator)).statusCode).toBe(200);
  });
});
