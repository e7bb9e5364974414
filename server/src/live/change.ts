import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { LiveBatch, LiveDelta } from "#contract/live-events";
import type { LiveMeetingChanges } from "#contract/live-meetings";
import type { MonitorMeeting, TerminalCall } from "#contract/live-monitor";
import type { AuditAction, AuditEntry, AuditTargetType, AuditValues } from "#contract/meeting-audit";
import type { Participant, ParticipantChanges } from "#contract/participants";
import { countTotals } from "#contract/rules/participant-status";
import type { Db } from "../db/database.ts";
import { meetingAudit, participants } from "../db/schema-live.ts";
import { meetings, schedules } from "../db/schema-meetings.ts";
import { publish } from "./feed.ts";

/** Who did it: a user, or null for the driver itself. */
export interface Actor {
  id: string;
  name: string;
}

export interface AuditInput {
  action: AuditAction;
  target: { type: AuditTargetType; id: string; name: string };
  before?: AuditValues;
  after?: AuditValues;
}

/**
 * The deltas of one change of one meeting, collected while the transaction writes, then published
 * as one batch: participant changes merged per participant, the meeting's totals recounted when
 * the roster changed, and the monitors' terminal and MCU deltas derived from what was touched.
 */
export class Change {
  private readonly added = new Map<string, Participant>();
  private readonly changed = new Map<string, ParticipantChanges>();
  private readonly removed = new Set<string>();
  private meeting: LiveMeetingChanges = {};
  private monitorRow: MonitorMeeting | null = null;
  private readonly audits: AuditEntry[] = [];
  private readonly terminals = new Set<string>();
  private readonly mcus = new Set<string>();
  private roster = false;

  constructor(
    readonly tx: Db,
    readonly meetingId: string,
    readonly at: number,
    readonly actor: Actor | null,
  ) {}

  setMeeting(changes: LiveMeetingChanges): this {
    this.meeting = { ...this.meeting, ...changes };
    return this;
  }

  setMonitorRow(row: MonitorMeeting): this {
    this.monitorRow = row;
    return this;
  }

  /** The roster changed (statuses, additions, removals): recount the totals at commit. */
  rosterChanged(): this {
    this.roster = true;
    return this;
  }

  touch(terminalId: string | null | undefined, mcuId: string | null | undefined): this {
    if (terminalId) this.terminals.add(terminalId);
    if (mcuId) this.mcus.add(mcuId);
    return this;
  }

  /** A participant new to the roster, with its whole record (which supersedes earlier changes). */
  addParticipant(participant: Participant): this {
    this.removed.delete(participant.id);
    this.changed.delete(participant.id);
    this.added.set(participant.id, participant);
    this.roster = true;
    return this.touch(participant.terminalId, participant.server?.id);
  }

  changeParticipant(id: string, changes: ParticipantChanges): this {
    const added = this.added.get(id);
    if (added) this.added.set(id, { ...added, ...changes } as Participant);
    else this.changed.set(id, { ...this.changed.get(id), ...changes });
    if (changes.parStatus !== undefined) this.roster = true;
    return this;
  }

  removeParticipant(id: string): this {
    this.changed.delete(id);
    if (this.added.delete(id)) return this;
    this.removed.add(id);
    this.roster = true;
    return this;
  }

  async audit(input: AuditInput): Promise<this> {
    const [row] = await this.tx
      .insert(meetingAudit)
      .values({
        meetingId: this.meetingId,
        at: this.at,
        actorId: this.actor?.id ?? null,
        actorName: this.actor?.name ?? null,
        action: input.action,
        targetType: input.target.type,
        targetId: input.target.id,
        targetName: input.target.name,
        before: input.before ?? {},
        after: input.after ?? {},
      })
      .returning({ id: meetingAudit.id });
    this.audits.push({
      id: String(row.id),
      meetingId: this.meetingId,
      at: this.at,
      actor: this.actor,
      action: input.action,
      target: input.target,
      before: input.before ?? {},
      after: input.after ?? {},
    });
    return this;
  }

  get empty(): boolean {
    return (
      this.added.size + this.changed.size + this.removed.size + this.audits.length === 0 &&
      Object.keys(this.meeting).length === 0 &&
      this.monitorRow === null
    );
  }

  /** Publishes the batch (last in the transaction); null when nothing changed. */
  async commit(): Promise<LiveBatch | null> {
    if (this.empty) return null;
    if (this.roster) {
      const roster = await this.tx
        .select({ parStatus: participants.status })
        .from(participants)
        .where(eq(participants.meetingId, this.meetingId));
      this.meeting = { ...this.meeting, ...countTotals(roster) };
    }
    const deltas: LiveDelta[] = [];
    const meetingId = this.meetingId;
    if (this.monitorRow) deltas.push({ type: "monitorRow", meetingId, row: this.monitorRow });
    for (const participant of this.added.values())
      deltas.push({ type: "participantAdded", meetingId, participant });
    for (const [participantId, changes] of this.changed) {
      if (Object.keys(changes).length > 0)
        deltas.push({ type: "participant", meetingId, participantId, changes });
    }
    for (const participantId of this.removed)
      deltas.push({ type: "participantRemoved", meetingId, participantId });
    if (Object.keys(this.meeting).length > 0)
      deltas.push({ type: "meeting", meetingId, changes: this.meeting });
    for (const entry of this.audits) deltas.push({ type: "audit", meetingId, entry });
    deltas.push(...(await terminalDeltas(this.tx, [...this.terminals])));
    deltas.push(...(await mcuDeltas(this.tx, [...this.mcus])));
    return publish(this.tx, meetingId, deltas, this.at);
  }
}

/** The current call of each terminal (null when it is in none). */
export async function terminalDeltas(tx: Db, terminalIds: string[]): Promise<LiveDelta[]> {
  if (terminalIds.length === 0) return [];
  const calls = await terminalCalls(tx, terminalIds);
  return terminalIds.map((terminalId) => ({
    type: "terminal",
    terminalId,
    call: calls.get(terminalId) ?? null,
  }));
}

export async function terminalCalls(tx: Db, terminalIds: string[]): Promise<Map<string, TerminalCall>> {
  if (terminalIds.length === 0) return new Map();
  const rows = await tx
    .select({
      terminalId: participants.terminalId,
      participantId: participants.id,
      parStatus: participants.status,
      quality: participants.quality,
      meetingId: participants.meetingId,
      name: schedules.name,
    })
    .from(participants)
    .innerJoin(meetings, eq(meetings.id, participants.meetingId))
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(and(inArray(participants.terminalId, terminalIds), ne(participants.status, "OFFLINE")));
  const result = new Map<string, TerminalCall>();
  for (const row of rows) {
    if (!row.terminalId) continue;
    const current = result.get(row.terminalId);
    // A terminal in two meetings at once (a dial racing a move) shows its connected call.
    if (current && current.parStatus === "ONLINE") continue;
    result.set(row.terminalId, {
      meeting: { id: row.meetingId, name: row.name },
      participantId: row.participantId,
      parStatus: row.parStatus,
      quality: row.quality,
    });
  }
  return result;
}

/** Ports in use (connected and connecting calls) on each MCU. */
export async function portsInUse(tx: Db, mcuIds?: string[]): Promise<Map<string, number>> {
  if (mcuIds && mcuIds.length === 0) return new Map();
  const rows = await tx
    .select({ mcuId: participants.mcuId, n: sql<number>`count(*)::int` })
    .from(participants)
    .where(and(ne(participants.status, "OFFLINE"), mcuIds ? inArray(participants.mcuId, mcuIds) : undefined))
    .groupBy(participants.mcuId);
  return new Map(rows.filter((row) => row.mcuId !== null).map((row) => [row.mcuId as string, row.n]));
}

export const sumOf = (used: Map<string, number>): number => {
  let total = 0;
  for (const n of used.values()) total += n;
  return total;
};

async function mcuDeltas(tx: Db, mcuIds: string[]): Promise<LiveDelta[]> {
  const used = await portsInUse(tx, mcuIds);
  return mcuIds.map((mcuId) => ({ type: "mcu", mcuId, portsInUse: used.get(mcuId) ?? 0 }));
}
