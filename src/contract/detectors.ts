/** Human detectors and their sensors (spec §7 "Human detectors and sensors"). */
import { DEVICE_STATUSES, SENSOR_STATUSES } from "#contract/limits/devices";
import { NInt, NStr, Record, Remark } from "#contract/records";
import { Enum, Id, Int, Nullable, NullableText, Obj, type Static, Str, Type } from "#contract/schema";

export const Detector = Record({
  name: Type.String(),
  serialNumber: Type.String(),
  ip: NStr(),
  roomId: NStr(),
  roomName: NStr(),
  status: Enum(DEVICE_STATUSES),
  sensorCount: Type.Integer(),
  remark: NStr(),
});
export type Detector = Static<typeof Detector>;

export const DetectorBody = Obj({
  name: Str(1, 50),
  serialNumber: Str(1, 64),
  ip: Type.Optional(NullableText(45)),
  roomId: Type.Optional(NullableText(64)),
  status: Type.Optional(Enum(DEVICE_STATUSES)),
  remark: Type.Optional(Remark()),
});
export type DetectorBody = Static<typeof DetectorBody>;

export const DetectorFilters = { roomId: Id(), status: Enum(DEVICE_STATUSES) };

export const Sensor = Record({
  name: Type.String(),
  serialNumber: Type.String(),
  detectorId: Type.String(),
  detectorName: Type.String(),
  position: NStr(),
  status: Enum(SENSOR_STATUSES),
  battery: NInt(),
  remark: NStr(),
});
export type Sensor = Static<typeof Sensor>;

export const SensorBody = Obj({
  name: Str(1, 50),
  serialNumber: Str(1, 64),
  detectorId: Id(),
  position: Type.Optional(NullableText(50)),
  status: Type.Optional(Enum(SENSOR_STATUSES)),
  battery: Type.Optional(Nullable(Int(0, 100))),
  remark: Type.Optional(Remark()),
});
export type SensorBody = Static<typeof SensorBody>;

export const SensorFilters = { detectorId: Id(), status: Enum(SENSOR_STATUSES) };
