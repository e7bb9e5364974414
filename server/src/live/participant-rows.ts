import { eq, type SQL } from "drizzle-orm";
import type { ServerRef } from "#contract/live-meetings";
import type { Participant } from "#contract/participants";
import type { Db } from "../db/database.ts";
import { mcuServers, rooms } from "../db/schema-devices.ts";
import { participants } from "../db/schema-live.ts";

/** Participants as the wire has them (contract Participant): with their MCU and room names. */
export function selectParticipants(db: Db) {
  return db
    .select({
      row: participants,
      mcuName: mcuServers.name,
      mcuModel: mcuServers.model,
      roomName: rooms.name,
    })
    .from(participants)
    .leftJoin(mcuServers, eq(mcuServers.id, participants.mcuId))
    .leftJoin(rooms, eq(rooms.id, participants.roomId));
}

export type ParticipantRow = typeof participants.$inferSelect;
export type JoinedParticipant = Awaited<ReturnType<ReturnType<typeof selectParticipants>["execute"]>>[number];

export function serverRef(id: string | null, name: string | null, model: ServerRef["serverModel"] | null) {
  return id && name && model ? { id, name, serverModel: model } : null;
}

export function toParticipant(joined: JoinedParticipant, activeSpeakerId: string | null): Participant {
  const p = joined.row;
  return {
    id: p.id,
    meetingId: p.meetingId,
    name: p.name,
    server: serverRef(p.mcuId, joined.mcuName, joined.mcuModel),
    callAddress: p.callAddress,
    roomId: p.roomId,
    roomName: joined.roomName,
    terminalId: p.terminalId,
    callDirection: p.callDirection,
    protocol: p.protocol,
    parStatus: p.status,
    isMainVenue: p.isMainVenue,
    top: p.top,
    microphone: p.microphone,
    speaker: p.speaker,
    presentation: p.presentation,
    layout: p.layout,
    sort: p.sort,
    quality: p.quality,
    connectTimestamp: p.connectedAt,
    disconnectTimestamp: p.disconnectedAt,
    disconnectReason: p.disconnectReason,
    activeSpeaker: activeSpeakerId !== null && p.id === activeSpeakerId,
  };
}

export async function readParticipants(db: Db, where: SQL | undefined, activeSpeakerId: string | null) {
  const rows = await selectParticipants(db).where(where);
  return rows.map((row) => toParticipant(row, activeSpeakerId));
}
