import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { parseCsv } from "../../server/src/lib/sheet-files.ts";
import { call, coverWholeOrganisation, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";
import { addMeetings, clearMeetings, DAY, HOUR, someRooms } from "./meeting-fixtures.ts";

/** GET /report/me/schedules and its XLSX / CSV export (issue 4 "/history"). */
const T = Date.UTC(2031, 5, 10, 2, 0);
let app: FastifyInstance;
let userToken: string;
let operatorToken: string;

beforeAll(async () => {
  app = await makeApp({ now: () => T });
  const db = app.ctx.db;
  await coverWholeOrganisation(app, "operator");
  await clearMeetings(db);
  const [r1, r2] = (await someRooms(db, 2)).map((room) => room.id);
  const at = (offset: number): [number, number] => [T + offset, T + offset + HOUR];
  await addMeetings(
    db,
    [
      {
        name: "=cmd()",
        creator: "user",
        attendees: ["zhangwei", "lina"],
        times: [at(-2 * DAY)],
        rooms: [r1, r2],
        number: "610001",
        contact: "+8613900000000",
      },
      {
        name: "季度复盘",
        creator: "zhangwei",
        attendees: ["user"],
        times: [at(-5 * DAY)],
        rooms: [r1],
        number: "610002",
        status: "OFFLINE",
        type: "GENERAL",
      },
      {
        name: "Private past",
        creator: "wangfang",
        times: [at(-3 * DAY)],
        rooms: [r2],
        number: "610003",
        status: "OFFLINE",
      },
      {
        name: "Public past",
        creator: "wangfang",
        isPublic: true,
        times: [at(-DAY)],
        rooms: [r2],
        number: "610004",
      },
      { name: "Future", creator: "user", times: [at(DAY)], rooms: [r1], number: "610005" },
      {
        name: "Cancelled past",
        creator: "user",
        times: [at(-4 * DAY)],
        rooms: [r1],
        number: "610006",
        cancelled: true,
      },
    ],
    T,
  );
  userToken = (await loginAs(app, ...USER)).token;
  operatorToken = (await loginAs(app, ...OPERATOR)).token;
});
afterAll(() => app.close());

interface Page {
  records: { name: string; status: string; startAt: number }[];
  total: number;
}
const history = async (token: string, query = "") =>
  envelopeOf<Page>(await call(app, "GET", `/api/v1/report/me/schedules${query}`, { token })).data;

describe("GET /report/me/schedules", () => {
  it("lists the ended meetings I may see, newest first", async () => {
    const page = await history(userToken);
    expect(page.records.map((r) => r.name)).toEqual(["Public past", "=cmd()", "季度复盘"]);
    expect(page.records.every((r) => r.status === "OFFLINE")).toBe(true);
    expect((await history(operatorToken)).total).toBe(4);
  });

  it("filters by keyword, type and overlap with [start, end), pages and sorts", async () => {
    expect((await history(userToken, "?keyword=610002")).records.map((r) => r.name)).toEqual(["季度复盘"]);
    expect((await history(userToken, "?type=GENERAL")).records.map((r) => r.name)).toEqual(["季度复盘"]);
    const range = `?start=${T - 2 * DAY + 30 * 60_000}&end=${T - DAY}`;
    expect((await history(userToken, range)).records.map((r) => r.name)).toEqual(["=cmd()"]);
    const sorted = await history(userToken, "?sort=startAt,asc&size=2&page=1");
    expect(sorted).toMatchObject({ total: 3, records: [{ name: "季度复盘" }, { name: "=cmd()" }] });
    expect(
      (await call(app, "GET", "/api/v1/report/me/schedules?sort=agenda,asc", { token: userToken }))
        .statusCode,
    ).toBe(400);
    expect((await call(app, "GET", "/api/v1/report/me/schedules")).statusCode).toBe(401);
  });
});

describe("GET /report/me/schedules/export", () => {
  const download = (query: string, language: "zh-CN" | "en-US") =>
    call(app, "GET", `/api/v1/report/me/schedules/export${query}`, { token: userToken, language });

  it("exports XLSX in the request language with formulas neutralised", async () => {
    const response = await download("?format=xlsx", "en-US");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="meeting-history-20310610\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      "Meeting name",
      "Meeting number",
      "Type",
      "Start",
      "End",
      "Host",
      "Rooms",
      "Attendees",
      "Contact",
    ]);
    expect(rows).toHaveLength(4);
    const cmd = rows.find((row) => row[1] === "610001")!;
    expect(cmd[0]).toBe("'=cmd()");
    expect(cmd[2]).toBe("Video meeting");
    expect(cmd[3]).toBe("2031/06/08 10:00");
    expect(String(cmd[6]).split(", ")).toHaveLength(2);
    expect(cmd[7]).toBe(2);
    expect(cmd[8]).toBe("'+8613900000000");
    expect(rows.find((row) => row[1] === "610002")![2]).toBe("General meeting");
  });

  it("exports CSV with a BOM, Chinese headers, the filters and the time zone asked for", async () => {
    const response = await download("?format=csv&keyword=cmd&utcOffset=0", "zh-CN");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain("filename*=UTF-8''");
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString("utf8")).map((row) => row.cells);
    expect(rows[0]).toEqual([
      "会议名称",
      "会议号",
      "会议类型",
      "开始时间",
      "结束时间",
      "主持人",
      "会议室",
      "参会人数",
      "联系人",
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 5)).toEqual([
      "'=cmd()",
      "610001",
      "视频会议",
      "2031/06/08 02:00",
      "2031/06/08 03:00",
    ]);
    expect(rows[1][6]).toContain("、");
  });

  it("refuses unknown formats", async () => {
    expect((await download("?format=pdf", "en-US")).statusCode).toBe(400);
    expect((await download("", "en-US")).statusCode).toBe(400);
  });
});
