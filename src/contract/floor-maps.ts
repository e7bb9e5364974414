/** Floor maps under /device/{product}-floor (spec §7 "Floor maps"): a floor's image with rooms placed on it. */
import { NStr, Record, Remark } from "#contract/records";
import { Id, Nullable, NullableText, Obj, type Static, Str, Type } from "#contract/schema";

/** A position on the image, as a fraction of its width or height. */
const Fraction = () => Type.Number({ minimum: 0, maximum: 1 });

export const PlacedRoom = Obj({
  roomId: Type.String(),
  roomName: Type.String(),
  x: Type.Number(),
  y: Type.Number(),
  /** Occupied now as the room's presence sensors report it (null: no reading). */
  present: Type.Optional(Nullable(Type.Boolean())),
  peopleCount: Type.Optional(Nullable(Type.Integer())),
});
export type PlacedRoom = Static<typeof PlacedRoom>;

export const FloorMap = Record({
  name: Type.String(),
  locationId: Type.String(),
  locationPath: Type.String(),
  fileId: NStr(),
  rooms: Type.Array(PlacedRoom),
  roomCount: Type.Integer(),
  remark: NStr(),
});
export type FloorMap = Static<typeof FloorMap>;

export const FloorMapBody = Obj({
  name: Str(1, 50),
  locationId: Id(),
  fileId: Type.Optional(NullableText(64)),
  remark: Type.Optional(Remark()),
});
export type FloorMapBody = Static<typeof FloorMapBody>;

export const FloorMapFilters = { locationId: Id() };

export const Placement = Obj({ roomId: Id(), x: Fraction(), y: Fraction() });
export type Placement = Static<typeof Placement>;

/** The rooms on the map, replacing those placed before. */
export const PlacementsBody = Obj({ rooms: Type.Array(Placement, { maxItems: 1000 }) });
export type PlacementsBody = Static<typeof PlacementsBody>;
