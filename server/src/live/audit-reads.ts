import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { Page } from "#contract/list";
import type { AuditEntry, AuditQuery } from "#contract/meeting-audit";
import type { CallRecord, CallRecordQuery } from "#contract/participants";
import type { Db } from "../db/database.ts";
import { mcuServers } from "../db/schema-devices.ts";
import { callRecords, meetingAudit } from "../db/schema-live.ts";
import { notFound } from "../errors.ts";
import { readLiveContext } from "./live-context.ts";
import { serverRef } from "./participant-rows.ts";
import { type LiveUser, requireLiveRight } from "./rights.ts";

/** The audit trail (newest first unless `sort=at,asc`) and the call records of one meeting. */
async function checkWatch(db: Db, meetingId: string, user: LiveUser): Promise<void> {
  const context = await readLiveContext(db, meetingId);
  if (!context || context.meeting.cancelledAt !== null) throw notFound();
  await requireLiveRight(db, user, context.schedule.id, "watch");
}

export async function auditPage(
  db: Db,
  meetingId: string,
  query: AuditQuery,
  user: LiveUser,
): Promise<Page<AuditEntry>> {
  await checkWatch(db, meetingId, user);
  const where = and(
    eq(meetingAudit.meetingId, meetingId),
    query.action ? eq(meetingAudit.action, query.action) : undefined,
  );
  const order = query.sort === "at,asc" ? asc(meetingAudit.id) : desc(meetingAudit.id);
  const rows = await db
    .select()
    .from(meetingAudit)
    .where(where)
    .orderBy(order)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(meetingAudit).where(where);
  return {
    records: rows.map((row) => ({
      id: String(row.id),
      meetingId: row.meetingId,
      at: row.at,
      actor: row.actorId ? { id: row.actorId, name: row.actorName ?? "" } : null,
      action: row.action,
      target: { type: row.targetType, id: row.targetId, name: row.targetName },
      before: row.before,
      after: row.after,
    })),
    total,
  };
}

export async function callPage(
  db: Db,
  meetingId: string,
  query: CallRecordQuery,
  user: LiveUser,
): Promise<Page<CallRecord>> {
  await checkWatch(db, meetingId, user);
  const where = and(
    eq(callRecords.meetingId, meetingId),
    query.since !== undefined ? gte(callRecords.dialledAt, query.since) : undefined,
  );
  const order = query.sort === "dialledAt,desc" ? desc(callRecords.dialledAt) : asc(callRecords.dialledAt);
  const rows = await db
    .select({ record: callRecords, mcuName: mcuServers.name, mcuModel: mcuServers.model })
    .from(callRecords)
    .leftJoin(mcuServers, eq(mcuServers.id, callRecords.mcuId))
    .where(where)
    .orderBy(order, asc(callRecords.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(callRecords).where(where);
  return {
    records: rows.map(({ record, mcuName, mcuModel }) => ({
      id: record.id,
      meetingId: record.meetingId,
      participantId: record.participantId,
      name: record.name,
      callAddress: record.callAddress,
      protocol: record.protocol,
      terminalId: record.terminalId,
      roomId: record.roomId,
      server: serverRef(record.mcuId, mcuName, mcuModel),
      callDirection: record.callDirection,
      dialledAt: record.dialledAt,
      connectedAt: record.connectedAt,
      disconnectedAt: record.disconnectedAt,
      endReason: record.endReason,
    })),
    total,
  };
}
