/** Typed calls of live meetings: control, roster, monitors, readiness and the stream tickets (docs/live-meetings.md). */

import type { Page } from "#contract/list";
import type { LiveBatch, StreamTicket } from "#contract/live-events";
import type {
  CascadeInfo,
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
import type { ParticipantPage, ParticipantQuery } from "#contract/participants";
import type { Readiness } from "#contract/readiness";
import type { MeetingMode } from "#contract/schedules";
import { PRODUCT } from "../config/constants";
import { type ApiResult, http, type RequestOptions } from "../providers/http/client";

const seg = encodeURIComponent;
const base = `/${seg(PRODUCT)}`;
const meeting = (id: string) => `${base}/meetings/${seg(id)}`;
const participant = (id: string) => `${base}/participants/${seg(id)}`;

/** The reads a control page opens with (first-data asks for them as soon as the address is known). */
export const liveMeetingUrl = (id: string) => `${meeting(id)}/live`;
export const PARTICIPANTS_URL = `${base}/participants`;
export const MONITOR_MEETING_URL = `${base}/monitor/meeting`;

/** Every control call answers the batch of deltas it produced; failures are toasted unless `silent`. */
type Control = Promise<ApiResult<LiveBatch>>;
type Quiet = Pick<RequestOptions, "silent">;

export const streamTicket = (meetingId: string | null): Promise<ApiResult<StreamTicket>> =>
  http.post("/live/tickets", { data: meetingId ? { meetingId } : {}, silent: true });

export const getLiveMeeting = (id: string): Promise<ApiResult<LiveMeeting>> =>
  http.get(liveMeetingUrl(id), { silent: true });

export const listParticipants = (query: ParticipantQuery): Promise<ApiResult<ParticipantPage>> =>
  http.get(PARTICIPANTS_URL, { params: { ...query }, silent: true });

export const setLayout = (id: string, layout: ControlLayout, o: Quiet = {}): Control =>
  http.put(`${meeting(id)}/layout`, { data: { layout }, ...o });

export const placePanes = (id: string, panes: (string | null)[], o: Quiet = {}): Control =>
  http.put(`${meeting(id)}/pane-placement`, { data: { panes }, ...o });

export const setMode = (id: string, mode: MeetingMode): Control => http.get(`${meeting(id)}/mode/${mode}`);

export const setMicrophoneAll = (id: string, on: boolean): Control =>
  http.get(`${meeting(id)}/microphone/${on}`);

export const connectAll = (id: string, on: boolean): Control => http.get(`${meeting(id)}/connect/${on}`);

export const setLocked = (id: string, locked: boolean): Control => http.get(`${meeting(id)}/lock/${locked}`);

export const setPassword = (id: string, password: string, o: Quiet = {}): Control =>
  http.get(`${meeting(id)}/password`, { params: { password }, ...o });

export const showMessage = (id: string, body: MessageBody, o: Quiet = {}): Control =>
  http.put(`${meeting(id)}/message`, { data: body, ...o });

export const clearMessage = (id: string): Control => http.delete(`${meeting(id)}/message`);

export const extendMeeting = (id: string, body: ExtendBody): Control =>
  http.put(`${meeting(id)}/extend`, { data: body });

export const inviteTerminals = (id: string, terminalIds: string[], o: Quiet = {}): Control =>
  http.post(`${meeting(id)}/invite-terminals`, { data: { terminalIds }, ...o });

export const inviteAddresses = (id: string, addresses: InviteAddress[], o: Quiet = {}): Control =>
  http.post(`${meeting(id)}/invite-addresses`, { data: { addresses }, ...o });

export const inviteCandidates = (
  id: string,
  query: { keyword?: string; page: number; size: number },
): Promise<ApiResult<Page<InviteCandidate>>> =>
  http.get(`${meeting(id)}/invite-candidates`, { params: query, silent: true });

export const getWhiteList = (id: string): Promise<ApiResult<WhiteList>> =>
  http.get(`${meeting(id)}/white-list`, { silent: true });

export const saveWhiteList = (id: string, list: WhiteList, o: Quiet = {}): Control =>
  http.put(`${meeting(id)}/white-list`, { data: list, ...o });

export const getCascade = (id: string): Promise<ApiResult<CascadeInfo>> =>
  http.get(`${meeting(id)}/cascade`, { silent: true });

export const removeParticipants = (meetingId: string, ids: string[]): Control =>
  http.delete(`${meeting(meetingId)}/participants`, { data: { ids } });

/** Redials the calls that failed or dropped (spec §7 GET /participants/call/{id}). */
export const reconnectFailed = (meetingId: string): Control =>
  http.get(`${base}/participants/call/${seg(meetingId)}`);

/** Ends a running meeting now (on the bridge first). */
export const endLiveMeeting = (id: string): Promise<ApiResult<unknown>> => http.delete(meeting(id));

export type ParticipantFlag = "important" | "microphone" | "speaker" | "connect" | "top";

export const setParticipantFlag = (id: string, flag: ParticipantFlag, on: boolean): Control =>
  http.get(`${participant(id)}/${flag}/${on}`);

export const removeParticipant = (id: string): Control => http.delete(participant(id));

export const moveParticipants = (target: string, ids: string[], o: Quiet = {}): Control =>
  http.post(`${base}/participants/move/${seg(target)}`, { data: { ids }, ...o });

export const listAudit = (
  meetingId: string,
  query: Partial<AuditQuery> & { page: number; size: number },
): Promise<ApiResult<Page<AuditEntry>>> =>
  http.get(`${meeting(meetingId)}/audit`, { params: { ...query }, silent: true });

export const monitorMeetings = (query: MonitorMeetingQuery): Promise<ApiResult<MonitorMeetingPage>> =>
  http.get(MONITOR_MEETING_URL, { params: { ...query }, silent: true });

export const monitorTerminals = (query: MonitorTerminalQuery): Promise<ApiResult<MonitorTerminalPage>> =>
  http.get(`${base}/monitor/terminal`, { params: { ...query }, silent: true });

export const monitorMcus = (query: MonitorMcuQuery): Promise<ApiResult<MonitorMcuPage>> =>
  http.get(`${base}/monitor/mcu`, { params: { ...query }, silent: true });

export const meetingReadiness = (ids: readonly string[]): Promise<ApiResult<Readiness[]>> =>
  http.get(`${base}/meetings/readiness`, { params: { ids: ids.join(",") }, silent: true });
