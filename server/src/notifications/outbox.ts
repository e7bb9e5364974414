import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Page } from "#contract/list";
import type { OutboxEntry, OutboxQuery } from "#contract/notice";
import type { Db } from "../db/database.ts";
import { noticeOutbox } from "../db/schema-notice.ts";
import { ApiError, notFound } from "../errors.ts";
import { newId } from "../lib/ids.ts";
import { boundedTotal, limitOffset } from "../lib/list-query.ts";

/**
 * The outbox: every notification is a row written in the same transaction as the booking that
 * caused it, and a worker delivers it afterwards. A send that fails is retried with a growing wait
 * (30 s, 1 min, 2 min … at most 1 h between tries) and given up (FAILED) after MAX_ATTEMPTS tries.
 */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
/** How long a worker holds a row it took; past this another worker may take it (the first died). */
export const LEASE_MS = 120_000;

export type OutboxRow = typeof noticeOutbox.$inferSelect;
export type NewOutboxRow = Omit<
  typeof noticeOutbox.$inferInsert,
  "id" | "status" | "attempts" | "createdAt" | "nextAttemptAt"
>;

export const retryDelay = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export async function enqueue(db: Db, rows: NewOutboxRow[], now: number): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((row) => ({ ...row, id: newId(), createdAt: now, nextAttemptAt: now }));
  for (let i = 0; i < values.length; i += 500) await db.insert(noticeOutbox).values(values.slice(i, i + 500));
}

/**
 * Takes up to `limit` due rows for this worker: rows another worker holds are skipped (FOR UPDATE
 * SKIP LOCKED), and the taken rows' next attempt moves past the lease, so two instances never send
 * the same row at once.
 */
export async function claimDue(db: Db, now: number, limit: number): Promise<OutboxRow[]> {
  const result = (await db.execute(sql`
    update ${noticeOutbox} set next_attempt_at = ${now + LEASE_MS}, attempts = attempts + 1
    where id in (
      select id from ${noticeOutbox}
      where status = 'PENDING' and next_attempt_at <= ${now}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: string }[] };
  const ids = result.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(noticeOutbox).where(inArray(noticeOutbox.id, ids)).orderBy(noticeOutbox.createdAt);
}

export async function markSent(db: Db, id: string, now: number): Promise<void> {
  await db
    .update(noticeOutbox)
    .set({ status: "SENT", sentAt: now, lastError: null })
    .where(eq(noticeOutbox.id, id));
}

export async function markFailed(db: Db, row: OutboxRow, error: string, now: number): Promise<void> {
  const last = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(noticeOutbox)
    .set({
      status: last ? "FAILED" : "PENDING",
      lastError: error,
      nextAttemptAt: last ? now : now + retryDelay(row.attempts),
    })
    .where(eq(noticeOutbox.id, row.id));
}

const entryColumns = {
  id: noticeOutbox.id,
  channel: noticeOutbox.channel,
  event: noticeOutbox.event,
  recipient: noticeOutbox.recipient,
  subject: noticeOutbox.subject,
  scheduleId: noticeOutbox.scheduleId,
  status: noticeOutbox.status,
  attempts: noticeOutbox.attempts,
  lastError: noticeOutbox.lastError,
  nextAttemptAt: noticeOutbox.nextAttemptAt,
  createdAt: noticeOutbox.createdAt,
  sentAt: noticeOutbox.sentAt,
};

/** Newest first, by the (status, created_at, id) or (created_at, id) index. */
export async function listOutbox(
  db: Db,
  query: OutboxQuery & { page: number; size: number },
): Promise<Page<OutboxEntry>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(noticeOutbox.status, query.status));
  if (query.channel) filters.push(eq(noticeOutbox.channel, query.channel));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const matching = db.select({ id: noticeOutbox.id }).from(noticeOutbox).where(where);
  const [records, total] = await Promise.all([
    db
      .select(entryColumns)
      .from(noticeOutbox)
      .where(where)
      .orderBy(desc(noticeOutbox.createdAt), desc(noticeOutbox.id))
      .limit(limitOffset(query).limit)
      .offset(limitOffset(query).offset),
    boundedTotal(db, matching),
  ]);
  return { records, ...total };
}

/** Sent rows are kept this long for the notice tab, then removed. */
export const SENT_KEPT_MS = 30 * 86_400_000;

/** Removes sent rows older than SENT_KEPT_MS (failed and waiting ones stay until dealt with). */
export async function pruneSent(db: Db, now: number): Promise<void> {
  await db.execute(
    sql`delete from ${noticeOutbox} where status = 'SENT' and created_at < ${now - SENT_KEPT_MS}`,
  );
}

/** A failed send is tried again now, with its tries counted afresh (a waiting one already will be). */
export async function retryNow(db: Db, id: string, now: number): Promise<void> {
  const [row] = await db
    .select({ status: noticeOutbox.status })
    .from(noticeOutbox)
    .where(eq(noticeOutbox.id, id));
  if (!row) throw notFound();
  if (row.status !== "FAILED") throw new ApiError(409, "notice.notFailed");
  await db
    .update(noticeOutbox)
    .set({ status: "PENDING", attempts: 0, nextAttemptAt: now })
    .where(eq(noticeOutbox.id, id));
}
