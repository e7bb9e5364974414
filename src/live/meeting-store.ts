import type { LiveDelta } from "#contract/live-events";
import type { LiveMeeting } from "#contract/live-meetings";
import type { AuditEntry } from "#contract/meeting-audit";
import type { Participant, ParticipantTotals } from "#contract/participants";
import { countTotals } from "#contract/rules/participant-status";
import { DeltaStore } from "./delta-store";
import type { FrameScheduler } from "./frame";
import { mergeChanges } from "./merge";

/** What the control page reads: the meeting, its roster in roster order, the totals, recent actions. */
export interface MeetingSnapshot {
  meeting: LiveMeeting | null;
  /** Pinned first, then the main venue, then the roster order; unchanged rows keep their identity. */
  rows: readonly Participant[];
  totals: ParticipantTotals;
  /** The audit entries pushed since the page opened, newest first. */
  recent: readonly AuditEntry[];
}

const RECENT_MAX = 50;
/** Fields whose change can move a participant in the roster order. */
const ORDER_FIELDS = new Set(["top", "isMainVenue", "sort", "name"]);

/** The roster order the server lists (ParticipantQuery `sort`): pinned, main venue, `sort`, name. */
export function rosterOrder(a: Participant, b: Participant): number {
  return (
    Number(b.top) - Number(a.top) ||
    Number(b.isMainVenue) - Number(a.isMainVenue) ||
    a.sort - b.sort ||
    a.name.localeCompare(b.name) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const EMPTY: MeetingSnapshot = {
  meeting: null,
  rows: [],
  totals: { total: 0, totalConnected: 0, totalConnecting: 0, totalDisconnected: 0 },
  recent: [],
};

/** One running meeting and its participants, keyed by participant id, kept current by its stream. */
export class MeetingStore extends DeltaStore<MeetingSnapshot> {
  protected snapshot: MeetingSnapshot = EMPTY;
  private meeting: LiveMeeting | null = null;
  private byId = new Map<string, Participant>();
  private recent: AuditEntry[] = [];
  private rowsChanged = false;
  private orderChanged = false;

  constructor(
    readonly meetingId: string,
    schedule?: FrameScheduler,
  ) {
    super(schedule);
  }

  /** The meeting and its whole roster as read; the stream continues from the older of the two reads. */
  load(meeting: LiveMeeting, participants: readonly Participant[], participantsSeq: number): void {
    this.loaded(Math.min(meeting.seq, participantsSeq), () => {
      this.meeting = meeting;
      this.byId = new Map(participants.map((p) => [p.id, p]));
      this.rowsChanged = true;
      this.orderChanged = true;
    });
  }

  protected applyDelta(delta: LiveDelta): boolean {
    if ("meetingId" in delta && delta.meetingId !== this.meetingId) return false;
    switch (delta.type) {
      case "meeting": {
        if (!this.meeting) return false;
        const next = mergeChanges(this.meeting, delta.changes);
        if (next === this.meeting) return false;
        this.meeting = next;
        return true;
      }
      case "participantAdded":
        this.byId.set(delta.participant.id, delta.participant);
        this.rowsChanged = this.orderChanged = true;
        return true;
      case "participant": {
        const row = this.byId.get(delta.participantId);
        if (!row) return false;
        const next = mergeChanges(row, delta.changes);
        if (next === row) return false;
        this.byId.set(row.id, next);
        this.rowsChanged = true;
        if (Object.keys(delta.changes).some((key) => ORDER_FIELDS.has(key))) this.orderChanged = true;
        return true;
      }
      case "participantRemoved":
        if (!this.byId.delete(delta.participantId)) return false;
        this.rowsChanged = this.orderChanged = true;
        return true;
      case "audit":
        if (this.recent.some((entry) => entry.id === delta.entry.id)) return false;
        this.recent = [delta.entry, ...this.recent].slice(0, RECENT_MAX);
        return true;
      default:
        return false;
    }
  }

  protected build(): MeetingSnapshot {
    let rows = this.snapshot.rows;
    if (this.orderChanged) rows = [...this.byId.values()].sort(rosterOrder);
    else if (this.rowsChanged) rows = rows.map((row) => this.byId.get(row.id) ?? row);
    const totals = this.rowsChanged ? countTotals(rows) : this.snapshot.totals;
    this.rowsChanged = this.orderChanged = false;
    return { meeting: this.meeting, rows, totals, recent: this.recent };
  }
}
