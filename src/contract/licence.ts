/** Licences (spec §7 "System config and licence"): the machine serial, uploaded licences, the limits in force. */
import { ListQuery } from "#contract/list";
import { NStr } from "#contract/records";
import { Enum, Nullable, Obj, type Static, Type } from "#contract/schema";

export const LicenceSerial = Obj({ serial: Type.String() });
export type LicenceSerial = Static<typeof LicenceSerial>;

/** An uploaded licence: its signed terms and whether it is the one in force. */
export const LicenceRecord = Obj({
  id: Type.String(),
  licenceId: Type.String(),
  serial: Type.String(),
  licensee: Type.String(),
  rooms: Type.Integer(),
  ports: Type.Integer(),
  issuedAt: Type.Integer(),
  /** The end of the last valid day (UTC). */
  expiresAt: Type.Integer(),
  fileName: Type.String(),
  uploadedAt: Type.Integer(),
  uploadedBy: NStr(),
  expired: Type.Boolean(),
  current: Type.Boolean(),
});
export type LicenceRecord = Static<typeof LicenceRecord>;

export const LicenceListQuery = ListQuery({});
export type LicenceListQuery = Static<typeof LicenceListQuery>;

const RoomUsage = Obj({ limit: Type.Integer(), used: Type.Integer() });
const PortUsage = Obj({ limit: Type.Integer(), used: Type.Integer() });

/**
 * What is in force. EVALUATION when no valid licence is uploaded (its limits
 * are EVALUATION_LICENCE). `ports.used` counts the calls on every MCU now (connected or connecting).
 */
export const LicenceStatus = Obj({
  serial: Type.String(),
  source: Enum(["LICENCE", "EVALUATION"]),
  licence: Nullable(LicenceRecord),
  rooms: RoomUsage,
  ports: PortUsage,
  roomsReached: Type.Boolean(),
  /** Every licensed concurrent port is taken: the next call is refused with LICENCE_PORTS. */
  portsReached: Type.Boolean(),
  /** Days until the licence in force ends (0 on its last day); null for the evaluation. */
  daysLeft: Nullable(Type.Integer()),
  /** The newest uploaded licence, if it has expired and nothing valid replaced it. */
  lapsed: Nullable(LicenceRecord),
});
export type LicenceStatus = Static<typeof LicenceStatus>;
