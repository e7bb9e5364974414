import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyInstance, LightMyRequestResponse as Response } from "fastify";
import { rolePermissions, roles, userRoles, users } from "../../server/src/db/schema.ts";
import { call, envelopeOf, loginAs, USER } from "./helpers.ts";
import { userIds } from "./meeting-fixtures.ts";
import { at, RANGE, reportSeed } from "./report-fixtures.ts";

/**
 * The exports of the personal, concurrency and participants reports, and the personal report's
 * user boundary, on the hand-worked seed of report-fixtures.ts: what each file holds, its headers
 * and name in both languages, and who is refused. `zhangwei` is given the personal report alone
 * (no data authority): an ordinary user.
 */
let app: FastifyInstance;
let admin: string;
let manager: string;
let ordinary: string;
let dept: Map<string, string>;
let ids: Map<string, string>;
let ports: number;

beforeAll(async () => {
  ({ app, admin, manager, dept } = await reportSeed());
  const db = app.ctx.db;
  ids = await userIds(db, ["zhangwei", "lina", "hexue", "linfeng"]);
  const [{ groupId }] = await db.select().from(roles).limit(1);
  await db
    .insert(roles)
    .values({ id: "role-personal", groupId, name: "个人报表", sort: 98, createdAt: 0, updatedAt: 0 });
  await db.insert(rolePermissions).values({ roleId: "role-personal", permission: "personalReport" });
  await db.delete(userRoles).where(eq(userRoles.userId, ids.get("zhangwei")!));
  await db.insert(userRoles).values({ userId: ids.get("zhangwei")!, roleId: "role-personal" });
  ordinary = (await loginAs(app, "zhangwei", "User@123")).token;
  const capacity = (await db.execute(
    sql`select coalesce(sum(capacity), 0)::int as n from mcu_servers`,
  )) as unknown as { rows: { n: number }[] };
  ports = capacity.rows[0].n;
});
afterAll(() => app.close());

type Language = "zh-CN" | "en-US";

const fetchReport = (path: string, token: string, language: Language = "zh-CN") =>
  call(app, "GET", `/api/v1/report${path}`, { token, language });

/** The fields of one CSV line (quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      fields.push(field);
      field = "";
    } else field += c;
  }
  fields.push(field);
  return fields;
}

function csvOf(response: Response): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.body.startsWith("\uFEFF")).toBe(true);
  return response.body.slice(1).trimEnd().split("\r\n").map(csvFields);
}

async function xlsxOf(response: Response): Promise<{ sheet: string; rows: (string | number)[][] }> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: (string | number)[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as (string | number)[]).slice(1));
  });
  return { sheet: sheet.name, rows };
}

/** The file's name as the browser reads it (the RFC 5987 form). */
function fileNameOf(response: Response): string {
  const header = String(response.headers["content-disposition"]);
  expect(header.startsWith("attachment;")).toBe(true);
  return decodeURIComponent(header.split("filename*=UTF-8''")[1]);
}

const USER_OUTSIDE = { "zh-CN": "资源不存在", "en-US": "Resource not found" };

async function refusedAsOutside(path: string, token: string) {
  for (const language of ["zh-CN", "en-US"] as const) {
    const response = await fetchReport(path, token, language);
    expect(response.statusCode, path).toBe(404);
    expect(envelopeOf(response).message).toBe(USER_OUTSIDE[language]);
  }
}

const MEETING_HEADERS = {
  "zh-CN": [
    "会议名称",
    "会议号",
    "会议类型",
    "开始时间",
    "结束时间",
    "时长（分钟）",
    "组织者",
    "部门",
    "会议室",
    "参会方数",
    "接入时长（分钟）",
  ],
  "en-US": [
    "Meeting name",
    "Meeting number",
    "Type",
    "Start",
    "End",
    "Minutes",
    "Organiser",
    "Department",
    "Rooms",
    "Participants",
    "Connected minutes",
  ],
};

describe("personal report export", () => {
  it("streams a user's meetings as CSV, headers and name in English", async () => {
    const rows = csvOf(
      await fetchReport(
        `/meeting/by-user/export?${RANGE}&userId=${ids.get("zhangwei")}&format=csv&sort=startAt,asc`,
        manager,
        "en-US",
      ),
    );
    expect(rows[0]).toEqual(MEETING_HEADERS["en-US"]);
    // 张伟 organised A and F; X is cancelled and Y has not started.
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[9], r[10]])).toEqual([
      [
        "A",
        "710001",
        "Video meeting",
        "2031/06/09 10:00",
        "2031/06/09 11:00",
        "60",
        "张伟",
        "平台研发部",
        "2",
        "70",
      ],
      [
        "F",
        "710003",
        "Video meeting",
        "2031/06/10 09:00",
        "2031/06/10 10:00",
        "60",
        "张伟",
        "平台研发部",
        "0",
        "0",
      ],
    ]);
    const name = fileNameOf(
      await fetchReport(
        `/meeting/by-user/export?${RANGE}&userId=${ids.get("zhangwei")}&format=csv`,
        manager,
        "en-US",
      ),
    );
    expect(name).toBe("personal-meetings-张伟-20310609_20310610.csv");
  });

  it("streams XLSX with Chinese headers, in the table's sort, narrowed like a drill-down", async () => {
    const response = await fetchReport(
      `/meeting/by-user/export?${RANGE}&userId=${ids.get("zhangwei")}&format=xlsx&sort=startAt,desc`,
      manager,
    );
    const book = await xlsxOf(response);
    expect(book.sheet).toBe("会议明细");
    expect(book.rows[0]).toEqual(MEETING_HEADERS["zh-CN"]);
    expect(book.rows.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ["F", "视频会议"],
      ["A", "视频会议"],
    ]);
    expect(fileNameOf(response)).toBe("个人会议报表-张伟-20310609_20310610.xlsx");
    const tuesday = csvOf(
      await fetchReport(
        `/meeting/by-user/export?${RANGE}&userId=${ids.get("zhangwei")}&format=csv&period=2031-06-10`,
        manager,
      ),
    );
    expect(tuesday.slice(1).map((r) => r[0])).toEqual(["F"]);
  });

  it("gives an ordinary user their own meetings only", async () => {
    const own = csvOf(
      await fetchReport(`/meeting/by-user/export?${RANGE}&format=csv&sort=startAt,asc`, ordinary),
    );
    expect(own.slice(1).map((r) => r[0])).toEqual(["A", "F"]);
    await refusedAsOutside(`/meeting/by-user/export?${RANGE}&format=csv&userId=${ids.get("lina")}`, ordinary);
    await refusedAsOutside(`/statistic/by-user?${RANGE}&userId=${ids.get("lina")}`, ordinary);
    await refusedAsOutside(`/meeting/by-user?${RANGE}&userId=${ids.get("lina")}`, ordinary);
  });

  it("refuses a manager a user outside their departments, in the user's language, and those without the permission", async () => {
    const hexue = ids.get("hexue");
    await refusedAsOutside(`/meeting/by-user/export?${RANGE}&format=csv&userId=${hexue}`, manager);
    await refusedAsOutside(`/statistic/by-user?${RANGE}&userId=${hexue}`, manager);
    await refusedAsOutside(`/meeting/by-user?${RANGE}&userId=${hexue}`, manager);
    // An unknown id answers as an outside one does, for the administrator too.
    await refusedAsOutside(`/meeting/by-user/export?${RANGE}&format=csv&userId=nobody`, manager);
    expect((await fetchReport(`/statistic/by-user?${RANGE}&userId=nobody`, admin)).statusCode).toBe(404);
    const user = (await loginAs(app, ...USER)).token;
    expect((await fetchReport(`/meeting/by-user/export?${RANGE}&format=csv`, user)).statusCode).toBe(403);
    expect((await fetchReport(`/meeting/by-user/export?${RANGE}&format=pdf`, admin)).statusCode).toBe(400);
  });
});

describe("the personal report's user picker", () => {
  type Options = {
    records: { id: string; name: string; account: string; deptName: string | null }[];
    total: number;
  };
  const options = async (token: string, query = "") => {
    const response = await fetchReport(`/users?size=100${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<Options>(response).data;
  };

  it("offers a manager themselves and the users of their departments' subtree", async () => {
    const page = await options(manager);
    expect(page.records.map((u) => u.account).sort()).toEqual(
      ["chenjing", "lina", "linfeng", "liuyang", "wangfang", "yangqiang", "zhangwei"].sort(),
    );
    expect(page.total).toBe(7);
    expect((await options(manager, "&keyword=张")).records.map((u) => u.account)).toEqual(["zhangwei"]);
    // Ids outside the boundary are not labelled either.
    expect(
      (await options(manager, `&ids=${ids.get("hexue")},${ids.get("lina")}`)).records.map((u) => u.account),
    ).toEqual(["lina"]);
  });

  it("offers an ordinary user only themselves, and the administrator everyone", async () => {
    expect((await options(ordinary)).records.map((u) => u.account)).toEqual(["zhangwei"]);
    const everyone = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.enabled, true));
    expect((await options(admin)).total).toBe(everyone.length);
    const user = (await loginAs(app, ...USER)).token;
    expect((await fetchReport("/users", user)).statusCode).toBe(403);
  });

  it("keeps what a manager sees of a user of theirs the same as that user sees", async () => {
    const theirs = await fetchReport(`/statistic/by-user?${RANGE}&userId=${ids.get("zhangwei")}`, manager);
    const own = await fetchReport(`/statistic/by-user?${RANGE}`, ordinary);
    expect(envelopeOf(theirs).data).toEqual(envelopeOf(own).data);
  });
});

describe("concurrency exports", () => {
  const PEAK_HEADERS = {
    "zh-CN": ["时段", "最高并发会议数", "首次达到时间", "MCU 端口数"],
    "en-US": ["Period", "Most meetings at once", "First reached at", "MCU ports"],
  };

  it("streams the peak of each day as the chart has it, headers in either language", async () => {
    const rows = csvOf(
      await fetchReport(`/statistic/all/by-concurrent/export?${RANGE}&format=csv`, admin, "en-US"),
    );
    expect(rows).toEqual([
      PEAK_HEADERS["en-US"],
      ["2031-06-09", "1", "2031/06/09 10:00", String(ports)],
      ["2031-06-10", "2", "2031/06/10 09:30", String(ports)],
    ]);
    const book = await xlsxOf(
      await fetchReport(`/statistic/all/by-concurrent/export?${RANGE}&format=xlsx`, admin),
    );
    expect(book.sheet).toBe("峰值");
    expect(book.rows[0]).toEqual(PEAK_HEADERS["zh-CN"]);
    expect(book.rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ["2031-06-09", 1],
      ["2031-06-10", 2],
    ]);
    const general = csvOf(
      await fetchReport(`/statistic/general/by-concurrent/export?${RANGE}&format=csv`, admin),
    );
    expect(general.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
      ["2031-06-09", "0", ""],
      ["2031-06-10", "1", "2031/06/10 14:00"],
    ]);
  });

  it("holds every hour of the range, the same peaks as the statistic, for a department too", async () => {
    const query = `${RANGE}&granularity=hour&departmentId=${dept.get("研发中心")}`;
    const rows = csvOf(await fetchReport(`/statistic/all/by-concurrent/export?${query}&format=csv`, manager));
    const stat = envelopeOf<{ points: { period: string; peak: number }[] }>(
      await fetchReport(`/statistic/all/by-concurrent?${query}`, manager),
    ).data;
    expect(rows).toHaveLength(1 + 48);
    expect(rows.slice(1).map((r) => [r[0], Number(r[1])])).toEqual(
      stat.points.map((p) => [p.period, p.peak]),
    );
    // A (10:00–11:00) and B (from 23:30 into Tuesday) of 研发中心.
    expect(rows.find((r) => r[0] === "2031-06-09 23:00")?.slice(1, 3)).toEqual(["1", "2031/06/09 23:30"]);
  });

  it("streams the meetings running at a moment, formula text neutralised", async () => {
    const response = await fetchReport(
      `/meeting/all/by-concurrent/export?${RANGE}&at=${at(10, 9, 45)}&format=csv`,
      admin,
    );
    const rows = csvOf(response);
    expect(rows[0]).toEqual(MEETING_HEADERS["zh-CN"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["F", "G"]);
    expect(fileNameOf(response)).toBe("进行中的会议-20310610-0945-20310609_20310610.csv");
    const c = csvOf(
      await fetchReport(`/meeting/all/by-concurrent/export?${RANGE}&at=${at(10, 14, 30)}&format=csv`, admin),
    );
    expect(c.slice(1).map((r) => r[0])).toEqual(["'=SUM(1)"]);
  });

  it("keeps the report's permission and department boundary", async () => {
    const paths = [
      `/statistic/all/by-concurrent/export?${RANGE}&format=csv`,
      `/meeting/all/by-concurrent/export?${RANGE}&at=${at(10, 9, 45)}&format=csv`,
      `/statistic/network/participant/by-concurrent/export?${RANGE}&format=csv`,
      `/meeting/network/participant/by-concurrent/export?${RANGE}&at=${at(9, 10, 10)}&format=xlsx`,
    ];
    const market = dept.get("市场部");
    for (const path of paths) {
      expect((await fetchReport(path, ordinary)).statusCode, path).toBe(403);
      expect((await fetchReport(`${path}&departmentId=${market}`, manager)).statusCode, path).toBe(404);
      expect(
        (await fetchReport(`${path}&departmentId=${dept.get("研发中心")}`, manager)).statusCode,
        path,
      ).toBe(200);
    }
    // A manager's moment holds the meetings of their subtree only: G (市场部) is not there.
    const mine = csvOf(
      await fetchReport(`/meeting/all/by-concurrent/export?${RANGE}&at=${at(10, 9, 45)}&format=csv`, manager),
    );
    expect(mine.slice(1).map((r) => r[0])).toEqual(["F"]);
  });
});

describe("participants exports", () => {
  it("streams the peak of participants per day against the MCU ports", async () => {
    const rows = csvOf(
      await fetchReport(
        `/statistic/network/participant/by-concurrent/export?${RANGE}&format=csv`,
        admin,
        "en-US",
      ),
    );
    const usage = (peak: number) => (ports > 0 ? String(Math.round((peak / ports) * 1000) / 10) : "");
    expect(rows).toEqual([
      ["Period", "Most participants at once", "First reached at", "MCU ports", "Port usage (%)"],
      // Monday: A's terminal and guest at 10:05; Tuesday: B's terminal still in from midnight.
      ["2031-06-09", "2", "2031/06/09 10:05", String(ports), usage(2)],
      ["2031-06-10", "1", "2031/06/10 00:00", String(ports), usage(1)],
    ]);
    const book = await xlsxOf(
      await fetchReport(`/statistic/network/participant/by-concurrent/export?${RANGE}&format=xlsx`, admin),
    );
    expect(book.rows[0]).toEqual([
      "时段",
      "最高并发参会人数",
      "首次达到时间",
      "MCU 端口数",
      "端口占用率（%）",
    ]);
  });

  it("streams the meetings with participants at a moment, and how many", async () => {
    const response = await fetchReport(
      `/meeting/network/participant/by-concurrent/export?${RANGE}&at=${at(9, 10, 10)}&format=csv`,
      admin,
      "en-US",
    );
    const rows = csvOf(response);
    expect(rows[0]).toEqual([...MEETING_HEADERS["en-US"], "Participants connected then"]);
    expect(rows.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([["A", "2"]]);
    expect(fileNameOf(response)).toBe("meetings-with-participants-at-20310609-1010-20310609_20310610.csv");
    const book = await xlsxOf(
      await fetchReport(
        `/meeting/network/participant/by-concurrent/export?${RANGE}&at=${at(9, 10, 10)}&format=xlsx`,
        admin,
      ),
    );
    expect(book.rows[0].at(-1)).toBe("该时刻在线参会方数");
    expect(book.rows.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([["A", 2]]);
  });
});
