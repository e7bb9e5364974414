import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";
import { xlsxBomb } from "./zip-builder.ts";

/** Sensor import: templates, the round trip, content checks before parsing, per-row verdicts. */
let app: FastifyInstance;
let admin: string;
const base = "/api/v1/device/human-detector/sensor/import";
type Report = {
  total: number;
  imported: number;
  failed: number;
  rows: { row: number; ok: boolean; message?: string }[];
};

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
});
afterAll(() => app.close());

function multipart(data: Buffer, filename: string, field = "file") {
  const boundary = "----sensor-import-test";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(format: "xlsx" | "csv", data: Buffer, language?: "en-US", field?: string) {
  const { payload, headers } = multipart(data, `sensors.${format}`, field);
  return app.inject({
    method: "POST",
    url: `${base}/${format}`,
    headers: { ...headers, token: admin, ...(language ? { language } : {}) },
    payload,
  });
}

const template = (format: "xlsx" | "csv", token = admin) =>
  call(app, "POST", `${base}/template?format=${format}`, { token });

const fields = (response: { json(): unknown }) =>
  (response.json() as { data: { fields: Record<string, string> } }).data.fields;

describe("sensor import", () => {
  it("downloads the templates as attachments", async () => {
    const xlsx = await template("xlsx");
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.headers["content-disposition"]).toMatch(
      /^attachment; filename="sensor-import-template.xlsx"/,
    );
    expect(xlsx.rawPayload.subarray(0, 4)).toEqual(Buffer.from("PK\x03\x04", "latin1"));
    const csv = await template("csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.replace(/^\uFEFF/, "").trim()).toBe(
      "name,serialNumber,detectorSerialNumber,position,status",
    );
    expect((await call(app, "POST", `${base}/template`, { token: admin })).statusCode).toBe(400);
    const user = (await loginAs(app, ...USER)).token;
    expect((await template("csv", user)).statusCode).toBe(403);
  });

  it("round-trips the XLSX template: valid rows are inserted, invalid ones reported; formulas stay text", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template("xlsx")).rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    sheet.addRow(["Imported A", "IMP-A", "HD-1001", "door", "FREE"]);
    sheet.addRow(["Imported B", "IMP-B", "HD-1002", "", ""]);
    sheet.addRow(["", "IMP-C", "HD-9999", "", "SLEEPING"]);
    sheet.addRow(["Dup", "imp-a", "HD-1001", "", ""]);
    sheet.addRow(["Taken", "SE-5001", "HD-1001", "", ""]);
    sheet.addRow(["x", "IMP-F", "HD-1001", "", ""]);
    sheet.getCell("A7").value = { formula: "1+2", result: 3 } as ExcelJS.CellFormulaValue;
    sheet.addRow(["@SUM(A1)", "IMP-G", "HD-1003", "-2+3", "busyness"]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());

    const response = await upload("xlsx", data, "en-US");
    expect(response.statusCode).toBe(200);
    const report = envelopeOf<Report>(response).data;
    expect(report).toMatchObject({ total: 7, imported: 4, failed: 3 });
    expect(report.rows.map((r) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [5, false],
      [6, false],
      [7, true],
      [8, true],
    ]);
    expect(report.rows[2].message).toContain("name: is required");
    expect(report.rows[2].message).toContain(
      "detectorSerialNumber: no human detector has this serial number",
    );
    expect(report.rows[2].message).toContain("status: must be one of");
    expect(report.rows[3].message).toBe("serialNumber: duplicates row 2 of the file");
    expect(report.rows[4].message).toBe("serialNumber: is already in use");

    const list = envelopeOf<{
      records: { name: string; serialNumber: string; position: string | null; status: string }[];
    }>(
      await call(app, "GET", "/api/v1/device/human-detector/sensor/query?keyword=IMP-&size=50", {
        token: admin,
      }),
    ).data.records;
    const byserial = Object.fromEntries(list.map((s) => [s.serialNumber, s]));
    expect(Object.keys(byserial).sort()).toEqual(["IMP-A", "IMP-B", "IMP-F", "IMP-G"]);
    expect(byserial["IMP-F"].name).toBe("=1+2");
    expect(byserial["IMP-G"]).toMatchObject({ name: "@SUM(A1)", position: "-2+3", status: "BUSYNESS" });
  });

  it("imports CSV with quoted fields and translated row messages", async () => {
    const csv = [
      "name,serialNumber,detectorSerialNumber,position,status",
      '"Quoted, name",CSV-1,HD-1002,"say ""hi""",FREE',
      "=cmd|' /C calc'!A0,CSV-2,HD-1002,,",
      "+bad,,HD-1002,,",
      "",
    ].join("\r\n");
    const response = await upload("csv", Buffer.from(csv, "utf8"));
    const report = envelopeOf<Report>(response).data;
    expect(report).toMatchObject({ total: 3, imported: 2, failed: 1 });
    expect(report.rows[2]).toEqual({ row: 4, ok: false, message: "serialNumber：不能为空" });
    const stored = await app.ctx.db.query.sensors.findFirst({
      where: (t, { eq }) => eq(t.serialNumber, "CSV-2"),
    });
    expect(stored?.name).toBe("=cmd|' /C calc'!A0");
    const quoted = await app.ctx.db.query.sensors.findFirst({
      where: (t, { eq }) => eq(t.serialNumber, "CSV-1"),
    });
    expect(quoted).toMatchObject({ name: "Quoted, name", position: 'say "hi"' });
  });

  it("refuses wrong magic bytes, NUL bytes, missing files and broken zips before parsing", async () => {
    const notZip = await upload("xlsx", Buffer.from("name,serialNumber\n"), "en-US");
    expect(notZip.statusCode).toBe(400);
    expect(fields(notZip).file).toBe("Wrong file type; use the template format (xlsx)");
    const binary = await upload("csv", Buffer.from([0x6e, 0x00, 0x61]));
    expect(fields(binary).file).toMatch(/文件类型不正确/);
    const latin1 = await upload("csv", Buffer.from([0x6e, 0xe9, 0x0a]));
    expect(latin1.statusCode).toBe(400);
    const brokenZip = await upload(
      "xlsx",
      Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.alloc(100, 1)]),
    );
    expect(fields(brokenZip).file).toBe("文件内容无法识别，请使用下载的模板");
    const wrongField = await upload("csv", Buffer.from("a,b\n"), undefined, "other");
    expect(fields(wrongField).file).toBe("请选择要导入的文件");
    const json = await call(app, "POST", `${base}/csv`, { token: admin, payload: { file: "x" } });
    expect(json.statusCode).toBe(400);
    const headerless = await upload("csv", Buffer.from("a,b\n1,2\n"), "en-US");
    expect(fields(headerless).file).toBe("Missing columns: name, serialNumber, detectorSerialNumber");
  });

  it("refuses an XLSX that expands beyond 20 MB, also one whose headers understate it", async () => {
    for (const bomb of [xlsxBomb(30 * 1024 * 1024), xlsxBomb(30 * 1024 * 1024, 2048)]) {
      const en = await upload("xlsx", bomb, "en-US");
      expect(en.statusCode).toBe(400);
      expect(fields(en).file).toBe(
        "The file expands to more than 20 MB; reduce it or split it before importing",
      );
      expect(fields(await upload("xlsx", bomb)).file).toBe("文件解压后超过 20 MB，请减少内容或拆分后再导入");
    }
  });

  it("refuses files over 2 MB and more than 5000 rows", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0x61);
    const oversized = await upload("csv", big, "en-US");
    expect(oversized.statusCode).toBe(400);
    expect(fields(oversized).file).toBe("The file must not exceed 2 MB");
    const rows = ["name,serialNumber,detectorSerialNumber"];
    for (let i = 0; i < 5001; i++) rows.push(`n${i},MANY-${i},HD-1001`);
    const many = await upload("csv", Buffer.from(rows.join("\n")), "en-US");
    expect(fields(many).file).toBe("At most 5000 rows can be imported at once");
    const count = await app.ctx.db.query.sensors.findFirst({
      where: (t, { eq }) => eq(t.serialNumber, "MANY-1"),
    });
    expect(count).toBeUndefined();
  });
});
