/** Typed calls of live meetings: control, roster, monitors, readiness and the stream tickets (docs/live-meetings.md). */

import type { Page } from "#contract/list";
import type { LiveBatch, StreamTicket } from "#contract/live-events";
import type {
  ControlLayout,
  ExtendBody,
  InviteAddress,
  InviteCandidate,
  LiveMeeting,
  MessageBody,
  WhiteList,
} from "#contract/live-meetings";
import type {
  MonitorMcuPage,
  MonitorMcuQuery,
  MonitorMeetingPage,
  MonitorMeetingQuery,
  MonitorTerminalPage,
  MonitorTerminalQuery,
} from "#contract/live-monitor";
import type { AuditEntry, AuditQuery } from "#contract/meeting-audit";
import { liveControlOps as control } from "#contract/operations/live-control";
import { liveStreamOps } from "#contract/operations/live-stream";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import { monitorOps } from "#contract/operations/monitor";
import { participantsOps as roster } from "#contract/operations/participants";
import type { ParticipantPage, ParticipantQuery } from "#contract/participants";
import type { Readiness } from "#contract/readiness";
import type { MeetingMode } from "#contract/schedules";
import { call } from "../providers/http/call";
import type { ApiResult, RequestOptions } from "../providers/http/client";

/** Every control call answers the batch of deltas it produced; failures are toasted unless `silent`. */
type Control = Promise<ApiResult<LiveBatch>>;
type Quiet = Pick<RequestOptions, "silent">;

export const streamTicket = (meetingId: string | null): Promise<ApiResult<StreamTicket>> =>
  call(liveStreamOps.ticket, { body: meetingId ? { meetingId } : {} }, { silent: true });

export const getLiveMeeting = (id: string): Promise<ApiResult<LiveMeeting>> =>
  call(control.live, { params: { id } }, { silent: true });

export const listParticipants = (query: ParticipantQuery): Promise<ApiResult<ParticipantPage>> =>
  call(roster.list, { query }, { silent: true });

export const setLayout = (id: string, layout: ControlLayout, o: Quiet = {}): Control =>
  call(control.layout, { params: { id }, body: { layout } }, o);

export const placePanes = (id: string, panes: (string | null)[], o: Quiet = {}): Control =>
  call(control.panePlacement, { params: { id }, body: { panes } }, o);

export const setMode = (id: string, mode: MeetingMode): Control =>
  call(control.mode, { params: { id, v: mode } });

export const setMicrophoneAll = (id: string, on: boolean): Control =>
  call(control.microphoneAll, { params: { id, v: String(on) } });

export const connectAll = (id: string, on: boolean): Control =>
  call(control.connectAll, { params: { id, v: String(on) } });

export const setLocked = (id: string, locked: boolean): Control =>
  call(control.lock, { params: { id, v: String(locked) } });

export const setPassword = (id: string, password: string, o: Quiet = {}): Control =>
  call(control.password, { params: { id }, query: { password } }, o);

export const showMessage = (id: string, body: MessageBody, o: Quiet = {}): Control =>
  call(control.showMessage, { params: { id }, body }, o);

export const clearMessage = (id: string): Control => call(control.clearMessage, { params: { id } });

export const extendMeeting = (id: string, body: ExtendBody): Control =>
  call(control.extend, { params: { id }, body });

export const inviteTerminals = (id: string, terminalIds: string[], o: Quiet = {}): Control =>
  call(control.inviteTerminals, { params: { id }, body: { terminalIds } }, o);

export const inviteAddresses = (id: string, addresses: InviteAddress[], o: Quiet = {}): Control =>
  call(control.inviteAddresses, { params: { id }, body: { addresses } }, o);

export const inviteCandidates = (
  id: string,
  query: { keyword?: string; page: number; size: number },
): Promise<ApiResult<Page<InviteCandidate>>> =>
  call(control.inviteCandidates, { params: { id }, query }, { silent: true });

export const getWhiteList = (id: string): Promise<ApiResult<WhiteList>> =>
  call(control.whiteList, { params: { id } }, { silent: true });

export const saveWhiteList = (id: string, list: WhiteList, o: Quiet = {}): Control =>
  call(control.setWhiteList, { params: { id }, body: list }, o);

export const removeParticipants = (meetingId: string, ids: string[]): Control =>
  call(control.removeParticipants, { params: { id: meetingId }, body: { ids } });

/** Redials the calls that failed or dropped. */
export const reconnectFailed = (meetingId: string): Control =>
  call(roster.call, { params: { id: meetingId } });

/** Ends a running meeting now (on the bridge first). */
export const endLiveMeeting = (id: string): Promise<ApiResult<unknown>> =>
  call(meetingReadsOps.endMeeting, { params: { id } });

export type ParticipantFlag = "important" | "microphone" | "speaker" | "connect" | "top";

export const setParticipantFlag = (id: string, flag: ParticipantFlag, on: boolean): Control =>
  call(roster[flag], { params: { id, v: String(on) } });

export const removeParticipant = (id: string): Control => call(roster.remove, { params: { id } });

export const moveParticipants = (target: string, ids: string[], o: Quiet = {}): Control =>
  call(roster.moveMany, { params: { target }, body: { ids } }, o);

export const listAudit = (
  meetingId: string,
  query: Partial<AuditQuery> & { page: number; size: number },
): Promise<ApiResult<Page<AuditEntry>>> =>
  call(control.audit, { params: { id: meetingId }, query }, { silent: true });

export const monitorMeetings = (query: MonitorMeetingQuery): Promise<ApiResult<MonitorMeetingPage>> =>
  call(monitorOps.meetings, { query }, { silent: true });

export const monitorTerminals = (query: MonitorTerminalQuery): Promise<ApiResult<MonitorTerminalPage>> =>
  call(monitorOps.terminals, { query }, { silent: true });

export const monitorMcus = (query: MonitorMcuQuery): Promise<ApiResult<MonitorMcuPage>> =>
  call(monitorOps.mcus, { query }, { silent: true });

export const meetingReadiness = (ids: readonly string[]): Promise<ApiResult<Readiness[]>> =>
  call(control.readiness, { query: { ids: ids.join(",") } }, { silent: true });
