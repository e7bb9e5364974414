/**
 * The monitors: meetings (running, connecting, abnormal, and those about to start with their
 * readiness), terminals (status and the meeting each is in) and MCUs (status, ports in use
 * against capacity, and their meetings). The meeting list of the control page is the meeting
 * monitor's list (its rows carry spec §3's "Control meeting summary" fields).
 *
 * | operation                            | request              | answer (`data`)          | permission (any of)                  |
 * | ------------------------------------ | -------------------- | ------------------------ | ------------------------------------ |
 * | monitor.meetings                     | MonitorMeetingQuery  | Page(MonitorMeeting)     | meetingMonitor, meetingControl       |
 * | monitor.schedules                    | MonitorScheduleBody  | Page(MonitorMeeting)     | meetingMonitor, meetingControl       |
 * | monitor.terminals                    | MonitorTerminalQuery | Page(MonitorTerminal)    | serverMonitor, meetingMonitor, meetingControl |
 * | monitor.mcus                         | MonitorMcuQuery      | Page(MonitorMcu)         | mcuMonitor, meetingMonitor, meetingControl    |
 *
 * Each page carries `seq`: open the monitor stream (#contract/live-events, scope MONITOR) with
 * `since=seq` to keep it current (meeting, terminal and mcu deltas).
 */
import { DEVICE_STATUSES, MCU_OFFLINE_REASONS, TERMINAL_STATUSES } from "#contract/limits/devices";
import { DEFAULT_PAGE_SIZE, KEYWORD_MAX, MAX_PAGE, MAX_PAGE_SIZE } from "#contract/limits/wire";
import { ListQuery } from "#contract/list";
import { AbnormalReason, CascadeStatus, Protocol, ServerModel, ServerRef } from "#contract/live-meetings";
import { MeetingStatus } from "#contract/meetings";
import { CallQuality, ParticipantStatus } from "#contract/participants";
import { Readiness } from "#contract/readiness";
import { NStr } from "#contract/records";
import { MeetingMode, MeetingType } from "#contract/schedules";
import {
  Default,
  Enum,
  Epoch,
  Id,
  Int,
  List,
  NamedRef,
  Nullable,
  Obj,
  type Static,
  Type,
} from "#contract/schema";

/**
 * One meeting of the monitor, and a row of the control page's meeting list (spec §3 "Control
 * meeting summary": videoId, host, type, cascadeStatus, mode, networkNumber, meetingStatus).
 * `networkNumber` is the meeting number, empty when it has none (the console shows "-").
 * `readiness` is set for a SCHEDULE meeting within 15 minutes of its start, null otherwise.
 */
export const MonitorMeeting = Obj({
  id: Type.String(),
  videoId: Type.String(),
  scheduleId: Type.String(),
  name: Type.String(),
  host: Nullable(NamedRef),
  type: MeetingType,
  cascadeStatus: CascadeStatus,
  mode: MeetingMode,
  networkNumber: Type.String(),
  meetingStatus: MeetingStatus,
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  server: Nullable(ServerRef),
  total: Type.Integer(),
  totalConnected: Type.Integer(),
  totalConnecting: Type.Integer(),
  totalDisconnected: Type.Integer(),
  abnormalReason: Nullable(AbnormalReason),
  readiness: Nullable(Readiness),
  /**
   * Its booked rooms as their presence sensors report them: how many are occupied and the people
   * counted there (null: none of its rooms has a reading; people null: no sensor counts).
   */
  occupancy: Type.Optional(
    Nullable(
      Obj({
        roomsOccupied: Type.Integer(),
        roomsReporting: Type.Integer(),
        people: Nullable(Type.Integer()),
      }),
    ),
  ),
  /**
   * Whether the caller may open it on the control page. In a pushed `monitorRow` it is false
   * (the row goes to every monitor): the console decides from meetingControl and the host.
   */
  control: Type.Boolean(),
});
export type MonitorMeeting = Static<typeof MonitorMeeting>;

/** A monitor page and the stream position it was read at. */
export const MonitorPage = <T extends Parameters<typeof List>[0]>(record: T) =>
  Obj({ records: List(record), total: Type.Integer(), seq: Type.Integer() });

export const MonitorMeetingPage = MonitorPage(MonitorMeeting);
export type MonitorMeetingPage = Static<typeof MonitorMeetingPage>;

/** Comma-separated meeting statuses among ONLINE, SCHEDULE, ABNORMAL, CONNECTING. */
export const MonitorStatusList = Type.String({
  pattern: "^(ONLINE|SCHEDULE|ABNORMAL|CONNECTING)(,(ONLINE|SCHEDULE|ABNORMAL|CONNECTING)){0,3}$",
});

/**
 * What runs now (ONLINE, CONNECTING, ABNORMAL) and what starts within the
 * readiness window (SCHEDULE), or only the given statuses; `keyword` matches name, number or host;
 * `mcuId` keeps one MCU's meetings. Sorts: startAt (default), name.
 */
export const MonitorMeetingQuery = ListQuery({ status: MonitorStatusList, mcuId: Id() });
export type MonitorMeetingQuery = Static<typeof MonitorMeetingQuery> & { page: number; size: number };

/** The booked (not yet started) meetings starting within [start, end). */
export const MonitorScheduleBody = Obj({
  start: Epoch(),
  end: Epoch(),
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX })),
  page: Default(Int(1, MAX_PAGE), 1),
  size: Default(Int(1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
});
export type MonitorScheduleBody = Static<typeof MonitorScheduleBody>;

/** The meeting a terminal is in now, and its call there. */
export const TerminalCall = Obj({
  meeting: NamedRef,
  participantId: Type.String(),
  parStatus: ParticipantStatus,
  quality: Nullable(CallQuality),
});
export type TerminalCall = Static<typeof TerminalCall>;

/** A terminal on the terminal monitor: its registration status and the meeting it is in. */
export const MonitorTerminal = Obj({
  id: Type.String(),
  name: Type.String(),
  dialAddress: Type.String(),
  protocol: Protocol,
  productDevice: Type.String(),
  status: Enum(TERMINAL_STATUSES),
  roomId: NStr(),
  roomName: NStr(),
  call: Nullable(TerminalCall),
});
export type MonitorTerminal = Static<typeof MonitorTerminal>;

export const MonitorTerminalPage = MonitorPage(MonitorTerminal);
export type MonitorTerminalPage = Static<typeof MonitorTerminalPage>;

/** `inMeeting=true`: only terminals in a meeting now. Sorts: name (default), status. */
export const MonitorTerminalQuery = ListQuery({ status: Enum(TERMINAL_STATUSES), inMeeting: Type.Boolean() });
export type MonitorTerminalQuery = Static<typeof MonitorTerminalQuery> & { page: number; size: number };

/** A meeting on an MCU and the ports it holds there. */
export const McuMeeting = Obj({ id: Type.String(), name: Type.String(), ports: Type.Integer() });
export type McuMeeting = Static<typeof McuMeeting>;

/** An MCU on the MCU monitor: ports in use (connected and connecting calls) against its capacity. */
export const MonitorMcu = Obj({
  id: Type.String(),
  name: Type.String(),
  model: ServerModel,
  address: Type.String(),
  status: Enum(DEVICE_STATUSES),
  statusReason: Nullable(Enum(MCU_OFFLINE_REASONS)),
  poolId: NStr(),
  poolName: NStr(),
  capacity: Type.Integer(),
  portsInUse: Type.Integer(),
  meetings: List(McuMeeting),
});
export type MonitorMcu = Static<typeof MonitorMcu>;

export const MonitorMcuPage = MonitorPage(MonitorMcu);
export type MonitorMcuPage = Static<typeof MonitorMcuPage>;

/** Sorts: name (default). */
export const MonitorMcuQuery = ListQuery({ status: Enum(DEVICE_STATUSES), poolId: Id() });
export type MonitorMcuQuery = Static<typeof MonitorMcuQuery> & { page: number; size: number };
