import { asc, eq, sql } from "drizzle-orm";
import type { LiveBatch } from "#contract/live-events";
import type { AbnormalReason } from "#contract/live-meetings";
import type { MeetingStatus } from "#contract/meetings";
import { addressKey } from "#contract/rules/meeting-control";
import { rooms, terminals } from "../db/schema-devices.ts";
import { liveMeetings, participants } from "../db/schema-live.ts";
import { meetings, roomBookings, scheduleRooms } from "../db/schema-meetings.ts";
import { newId } from "../lib/ids.ts";
import { BridgeError } from "../mcu/driver.ts";
import { dialling, notDialled } from "./calls.ts";
import { Change } from "./change.ts";
import type { LiveDeps } from "./deps.ts";
import { bridgeServer, type LiveContext, lockMeeting, type McuRow, readLiveContext } from "./live-context.ts";
import { licencePorts, noFreePort, protocolNotSupported } from "./live-errors.ts";
import { monitorRowOf } from "./monitor-rows.ts";
import { type ParticipantRow, readParticipants } from "./participant-rows.ts";
import { PortAllocator } from "./ports.ts";

/**
 * Starting a booked meeting on a bridge at its time: the MCU of its pool with the most free ports
 * becomes its master, the conference is created there, and each booked room's terminal is dialled
 * (CONNECTING; the bridge reports ONLINE or a failure later). Without an online MCU, a free port or
 * an answer from the bridge, the meeting is ABNORMAL and the driver tries again on its next tick.
 */
export type StartOutcome = "started" | "abnormal" | "skipped";

async function bookedRooms(tx: LiveDeps["db"], context: LiveContext) {
  return tx
    .select({
      roomId: rooms.id,
      roomName: rooms.name,
      terminal: terminals,
      sort: scheduleRooms.sort,
    })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .leftJoin(terminals, eq(terminals.roomId, rooms.id))
    .leftJoin(
      scheduleRooms,
      sql`${scheduleRooms.scheduleId} = ${context.schedule.id} and ${scheduleRooms.roomId} = ${rooms.id}`,
    )
    .where(eq(roomBookings.meetingId, context.meeting.id))
    .orderBy(sql`${scheduleRooms.sort} nulls last`, asc(rooms.name));
}

async function markAbnormal(deps: LiveDeps, change: Change, context: LiveContext, why: AbnormalReason) {
  const { tx, at } = change;
  const id = context.meeting.id;
  if (context.meeting.status === "ABNORMAL" && context.live?.abnormalReason === why) return;
  const live = {
    mode: context.schedule.mode,
    layout: context.schedule.layout,
    password: context.schedule.password,
    abnormalReason: why,
    driverInstance: deps.instanceId,
    updatedAt: at,
  };
  await tx
    .insert(liveMeetings)
    .values({ meetingId: id, ...live, createdAt: at })
    .onConflictDoUpdate({ target: liveMeetings.meetingId, set: live });
  await tx.update(meetings).set({ status: "ABNORMAL", updatedAt: at }).where(eq(meetings.id, id));
  change.setMeeting({ meetingStatus: "ABNORMAL", abnormalReason: why });
  const row = await monitorRowOf(tx, id, at);
  if (row) change.setMonitorRow(row);
}

export async function startMeeting(
  deps: LiveDeps,
  meetingId: string,
): Promise<{ outcome: StartOutcome; batch: LiveBatch | null }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    if (!(await lockMeeting(tx, meetingId))) return { outcome: "skipped" as const, batch: null };
    const context = await readLiveContext(tx, meetingId);
    if (!context) return { outcome: "skipped" as const, batch: null };
    const { meeting, schedule } = context;
    const startable =
      meeting.cancelledAt === null &&
      schedule.cancelledAt === null &&
      meeting.startAt <= now &&
      meeting.endAt > now &&
      (meeting.status === "SCHEDULE" || meeting.status === "ABNORMAL") &&
      !context.live?.startedAt;
    if (!startable) return { outcome: "skipped" as const, batch: null };

    const change = new Change(tx, meetingId, now, null);
    const booked = await bookedRooms(tx, context);
    const allocator = await PortAllocator.open(tx, schedule.poolId, null, now);
    const [master] = allocator.byFreePorts;
    const dialled = booked.filter((room) => room.terminal !== null);
    const abnormal = async (why: AbnormalReason) => {
      await markAbnormal(deps, change, context, why);
      return { outcome: "abnormal" as const, batch: await change.commit() };
    };
    if (!master) return abnormal("NO_MCU");
    if (dialled.length > 0 && !allocator.licenceAllows) return abnormal("LICENCE_PORTS");
    if (dialled.length > 0 && allocator.freeOn(master.id) <= 0) return abnormal("NO_FREE_PORT");
    const driver = deps.drivers(master.model);
    let bridgeRef: string;
    try {
      bridgeRef = await driver.start(bridgeServer(master), {
        meetingId,
        name: schedule.name,
        number: schedule.meetingNumber,
        password: schedule.password,
        layout: schedule.layout,
        mode: schedule.mode,
        endAt: meeting.endAt,
        capacity: schedule.capacity,
        joinMute: schedule.joinMute,
      });
    } catch (error) {
      if (error instanceof BridgeError)
        return abnormal(error.failure === "UNREACHABLE" ? "MCU_UNREACHABLE" : "MCU_REFUSED");
      throw error;
    }
    allocator.setMaster(master.id);

    const live = {
      mcuId: master.id,
      bridgeRef,
      locked: false,
      mode: schedule.mode,
      password: schedule.password,
      layout: schedule.layout,
      panes: [],
      message: null,
      activeSpeakerId: null,
      joinMute: schedule.joinMute,
      autoCall: schedule.autoCall,
      autoRecording: schedule.type === "RECORDING",
      autoStreaming: schedule.type === "STREAMING" || schedule.live,
      abnormalReason: null,
      startedAt: now,
      simSecond: Math.floor(now / 1000),
      driverInstance: deps.instanceId,
      updatedAt: now,
    };
    await tx
      .insert(liveMeetings)
      .values({ meetingId, ...live, createdAt: now })
      .onConflictDoUpdate({ target: liveMeetings.meetingId, set: live });

    const conference = { server: bridgeServer(master), ref: bridgeRef, meetingId };
    const rows: ParticipantRow[] = dialled.map((room, sort) => {
      const terminal = room.terminal as NonNullable<typeof room.terminal>;
      return {
        id: newId(),
        meetingId,
        name: room.roomName,
        mcuId: null,
        callAddress: terminal.dialAddress,
        addressKey: addressKey(terminal.dialAddress),
        protocol: terminal.protocol,
        roomId: room.roomId,
        terminalId: terminal.id,
        callDirection: true,
        status: "OFFLINE",
        isMainVenue: room.roomId === schedule.mainVenueRoomId,
        top: false,
        microphone: !schedule.joinMute,
        speaker: true,
        presentation: false,
        layout: null,
        sort,
        quality: null,
        dialledAt: null,
        attempt: 0,
        connectedAt: null,
        disconnectedAt: null,
        disconnectReason: null,
        bridgeCallRef: null,
        callRecordId: null,
        bridgeSession: null,
        bridgeHandle: null,
        createdAt: now,
        updatedAt: now,
      };
    });
    if (rows.length > 0) await tx.insert(participants).values(rows);
    for (const [index, row] of rows.entries()) {
      await dialOne(
        deps,
        change,
        row,
        dialled[index].terminal?.status ?? null,
        allocator,
        conference,
        master,
      );
    }
    const status: MeetingStatus = rows.some((row) => row.status === "CONNECTING") ? "CONNECTING" : "ONLINE";
    await tx.update(meetings).set({ status, updatedAt: now }).where(eq(meetings.id, meetingId));
    for (const participant of await readParticipants(tx, eq(participants.meetingId, meetingId), null)) {
      change.addParticipant(participant);
    }
    await change.audit({
      action: "START",
      target: { type: "MEETING", id: meetingId, name: schedule.name },
      after: { server: master.name, participants: rows.length },
    });
    const row = await monitorRowOf(tx, meetingId, now);
    if (row) change.setMonitorRow(row);
    change.setMeeting({
      meetingStatus: status,
      server: { id: master.id, name: master.name, serverModel: master.model },
      abnormalReason: null,
      mode: schedule.mode,
      layout: schedule.layout,
      locked: false,
    });
    return { outcome: "started" as const, batch: await change.commit() };
  });
}

/**
 * Dials one participant: a port on the master or another MCU of the pool, then the bridge. A call
 * that cannot start is recorded and left OFFLINE with the reason, or (a user's call) throws: 409
 * for no port or protocol when `ports` is "throw", the BridgeError of a refusal when `bridge` is.
 */
export interface DialFailures {
  ports: "throw" | "record";
  bridge: "throw" | "record";
}
const RECORD: DialFailures = { ports: "record", bridge: "record" };

export async function dialOne(
  deps: LiveDeps,
  change: Change,
  row: ParticipantRow,
  terminalStatus: "DISCONNECT" | "CONNECTED" | "CONNECTING" | null,
  allocator: PortAllocator,
  master: { server: ReturnType<typeof bridgeServer>; ref: string; meetingId: string },
  masterRow: McuRow,
  failures: DialFailures = RECORD,
): Promise<void> {
  const allocation = allocator.take(row.protocol);
  if ("failure" in allocation) {
    if (failures.ports === "throw" && allocation.failure === "NO_FREE_PORT") throw noFreePort();
    if (failures.ports === "throw" && allocation.failure === "LICENCE_PORTS") {
      throw licencePorts(allocator.licensed);
    }
    if (failures.ports === "throw") throw protocolNotSupported(row.name, row.protocol);
    await notDialled(change, row, null, allocation.failure);
    return;
  }
  const mcu = allocation.mcu;
  const conference = mcu.id === masterRow.id ? master : { ...master, server: bridgeServer(mcu) };
  try {
    const callRef = await deps.drivers(mcu.model).dial(conference, {
      participantId: row.id,
      name: row.name,
      address: row.callAddress,
      protocol: row.protocol,
      terminalStatus,
      microphone: row.microphone,
    });
    await dialling(change, row, mcu, callRef);
  } catch (error) {
    if (!(error instanceof BridgeError)) throw error;
    if (failures.ports === "throw" && error.failure === "UNSUPPORTED") {
      throw protocolNotSupported(row.name, row.protocol);
    }
    if (failures.bridge === "throw" && error.failure !== "UNSUPPORTED") throw error;
    allocator.release(mcu.id);
    const reason =
      error.failure === "UNSUPPORTED"
        ? "PROTOCOL_NOT_SUPPORTED"
        : error.failure === "UNREACHABLE"
          ? "UNREACHABLE"
          : "REFUSED";
    await notDialled(change, row, mcu, reason);
  }
}
