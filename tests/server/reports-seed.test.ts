import dayjs from "dayjs";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { addHistory, DEMO_HISTORY } from "../../server/src/db/seed-history.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp } from "./helpers.ts";

/** The history seed (`npm run seed -- --history-months N`) writes a consistent, ended past the reports can read. */
const NOW = Date.UTC(2031, 5, 12, 4, 0);
let app: FastifyInstance;

beforeAll(async () => {
  app = await makeApp({ now: () => NOW });
});
afterAll(() => app.close());

const one = async <T>(statement: ReturnType<typeof sql>) =>
  ((await app.ctx.db.execute(statement)) as unknown as { rows: T[] }).rows[0];

describe("history seed", () => {
  it("writes ended meetings with participants, call records inside them, bookings and presence, once", async () => {
    const written = await addHistory(app.ctx.db, 1, NOW, 600);
    expect(written).toBeGreaterThan(540);
    expect(written).toBeLessThanOrEqual(600);
    expect(await addHistory(app.ctx.db, 1, NOW, 600)).toBe(0);

    const counts = await one<Record<string, number>>(sql`select
        (select count(*) from meetings where id like 'h%' and status = 'OFFLINE' and end_at <= ${NOW}::bigint)::int as ended,
        (select count(*) from participants where meeting_id like 'h%')::int as participants,
        (select count(*) from room_bookings where meeting_id like 'h%')::int as bookings,
        (select count(*) from presence_readings)::int as presence,
        (select count(*) from call_records c join meetings m on m.id = c.meeting_id where m.id like 'h%'
          and c.connected_at is not null and (c.connected_at < m.start_at or c.disconnected_at > m.end_at))::int as outside,
        (select count(*) from presence_readings p where not exists (select 1 from human_detectors hd
          join sensors s on s.detector_id = hd.id where hd.room_id = p.room_id))::int as sensorless`);
    expect(counts.ended).toBe(written);
    expect(counts.participants).toBeGreaterThan(written);
    expect(counts.bookings).toBeGreaterThan(written / 4);
    expect(counts.outside).toBe(0);
    expect(counts.sensorless).toBe(0);

    const token = (await loginAs(app, ...ADMIN)).token;
    const to = dayjs(NOW).subtract(1, "day").format("YYYY-MM-DD");
    const from = dayjs(NOW).subtract(1, "month").format("YYYY-MM-DD");
    const response = await call(
      app,
      "GET",
      `/api/v1/report/statistic/room/total/by-usage?from=${from}&to=${to}`,
      { token },
    );
    const totals = envelopeOf<{ counts: Record<string, number> }>(response).data.counts;
    expect(totals.bookings).toBeGreaterThanOrEqual(counts.bookings - 50);
    for (const kind of ["used", "partlyUsed", "noShow", "ghost"])
      expect(totals[kind], kind).toBeGreaterThan(0);
  });
});

describe("the demo's history", () => {
  it("runs up to now, so that today's ended meetings have their calls, beside a reports history", async () => {
    const later = dayjs(NOW).startOf("day").hour(15).valueOf();
    const demo = await makeApp({ now: () => later });
    try {
      const written = await addHistory(demo.ctx.db, 1, later, 300, DEMO_HISTORY);
      expect(written).toBeGreaterThan(250);
      expect(await addHistory(demo.ctx.db, 1, later, 300, DEMO_HISTORY)).toBe(0);
      // The reports' history is another one: written beside it, not taken for it.
      expect(await addHistory(demo.ctx.db, 1, later, 300)).toBeGreaterThan(250);
      const today = dayjs(later).format("YYYY-MM-DD");
      const start = dayjs(later).startOf("day").valueOf();
      const ended = await demo.ctx.db.execute(sql`select count(*)::int as today,
          (select count(*) from meetings where id like 'd%' and end_at > ${later}::bigint)::int as running
        from meetings where id like 'd%' and start_at >= ${start}::bigint`);
      const row = (ended as unknown as { rows: { today: number; running: number }[] }).rows[0];
      expect(row.today).toBeGreaterThan(0);
      expect(row.running).toBe(0);

      const token = (await loginAs(demo, ...ADMIN)).token;
      const response = await call(
        demo,
        "GET",
        `/api/v1/report/statistic/meeting/network?from=${today}&to=${today}`,
        { token },
      );
      expect(response.statusCode, response.body).toBe(200);
      const figures = envelopeOf<{ figures: Record<string, number> }>(response).data.figures;
      expect(figures.meetings).toBeGreaterThan(0);
      expect(figures.connectedMinutes).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  });
});
