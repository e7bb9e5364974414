import { mailSettings, noticeOutbox } from "../../server/src/db/schema-notice.ts";
import { noticeWorker } from "../../server/src/notifications/notices.ts";
import { enqueue } from "../../server/src/notifications/outbox.ts";
import { type SmtpSink, startSmtpSink } from "../fixtures/smtp-sink.ts";
import { makeInstances } from "./helpers.ts";

/**
 * Two server instances on one database drain the same outbox at the same time: every queued mail
 * is delivered exactly once (rows are taken with FOR UPDATE SKIP LOCKED and held by a lease).
 */
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

it("delivers each queued send once across two instances", async () => {
  const { apps, close } = await makeInstances(2);
  try {
    const db = apps[0].ctx.db;
    await db.insert(mailSettings).values({
      id: "default",
      enabled: true,
      host: "127.0.0.1",
      port: sink.port,
      security: "NONE",
      fromAddress: "meetings@example.com",
      language: "en-US",
      updatedAt: Date.now(),
    });
    const count = 40;
    await enqueue(
      db,
      Array.from({ length: count }, (_, i) => ({
        channel: "EMAIL" as const,
        recipient: `person${i}@example.com`,
        subject: `send ${i}`,
        body: "text",
      })),
      Date.now(),
    );
    await Promise.all(apps.map((app) => app.ready()));
    await Promise.all(apps.map((app) => noticeWorker(app.ctx).drain()));
    const subjects = sink.received.map((m) => m.subject).sort();
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const rows = await db.select().from(noticeOutbox);
    expect(rows.every((row) => row.status === "SENT" && row.attempts === 1)).toBe(true);
  } finally {
    await close();
  }
});
