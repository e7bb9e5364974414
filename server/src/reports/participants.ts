import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { ParticipantsQuery, ReportParticipantPage } from "#contract/reports";
import type { AppContext } from "../context.ts";
import { notFound } from "../errors.ts";
import { scopeOf } from "../people/data-scope.ts";
import { requireAuth } from "../plugins/auth.ts";
import { sortOf } from "./meeting-list.ts";
import { rowsOf } from "./scope.ts";

/**
 * GET /report/meeting/participants: one meeting's participants with their call detail records
 * summed. The meeting must be organised inside the caller's data authority (else 404).
 */
const SORTS = { name: "name", connectedMinutes: "connected_ms", calls: "calls" };

export async function participantsOf(
  ctx: AppContext,
  request: FastifyRequest,
  query: ParticipantsQuery & { page: number; size: number },
): Promise<ReportParticipantPage> {
  const scope = scopeOf(await requireAuth(request));
  const covered = scope.all ? sql`true` : sql`u.dept_id = any(${sql.param([...scope.deptIds])}::text[])`;
  const [meeting] = await rowsOf<{ id: string }>(
    ctx,
    sql`select m.id from meetings m join schedules s on s.id = m.schedule_id join users u on u.id = s.creator_id
      where m.id = ${query.meetingId} and ${covered}`,
  );
  if (!meeting) throw notFound();
  const order = sortOf(query.sort ?? "name,asc", SORTS);
  const now = ctx.now();
  const rows = await rowsOf<
    ReportParticipantPage["records"][number] & { total: number; connected_ms: number }
  >(
    ctx,
    sql`with listed as (select p.id, p.name, p.call_address as "callAddress", p.protocol,
        case when r.id is null then null else json_build_object('id', r.id, 'name', r.name) end as room,
        coalesce(c.calls, 0)::int as calls, coalesce(c.connected_calls, 0)::int as "connectedCalls",
        coalesce(c.connected_ms, 0) as connected_ms, (coalesce(c.connected_ms, 0) / 60000)::int as "connectedMinutes",
        c.first_connected as "firstConnectedAt", c.last_disconnected as "lastDisconnectedAt"
      from participants p
      left join rooms r on r.id = p.room_id
      left join (select participant_id, count(*) as calls, count(connected_at) as connected_calls,
          sum(coalesce(disconnected_at, ${now}::bigint) - connected_at) filter (where connected_at is not null) as connected_ms,
          min(connected_at) as first_connected, max(disconnected_at) as last_disconnected
        from call_records where meeting_id = ${meeting.id} group by participant_id) c on c.participant_id = p.id
      where p.meeting_id = ${meeting.id})
    select l.*, (select count(*) from listed)::int as total from listed l
    order by ${order} limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return {
    records: rows.map(({ total: _t, connected_ms: _ms, ...row }) => row),
    total: rows[0]?.total ?? 0,
  };
}
