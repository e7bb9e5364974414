/** The address dictionary under /device/dict/supply (spec §7 "Locations"): regions, buildings, floors. */
import { LOCATION_LEVELS } from "#contract/limits/rooms";
import { NStr, Remark } from "#contract/records";
import { Enum, Id, Int, Obj, type Static, Str, Type } from "#contract/schema";

/**
 * A location as answered: `path` names it from its region down, `roomCount` counts the rooms in it
 * and below it. A tree answer (`tree=true`) adds its `children`, each a location the same way.
 */
export const LocationNode = Type.Recursive(
  (Self) =>
    Obj({
      id: Type.String(),
      parentId: Type.String(),
      name: Type.String(),
      level: Enum(LOCATION_LEVELS),
      sort: Type.Integer(),
      remark: NStr(),
      path: Type.String(),
      hasChildren: Type.Boolean(),
      roomCount: Type.Integer(),
      createdAt: Type.Integer(),
      updatedAt: Type.Integer(),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: "LocationNode" },
);
export type LocationNode = Static<typeof LocationNode>;

export const LocationBody = Obj({
  parentId: Id(),
  name: Str(1, 50),
  level: Enum(LOCATION_LEVELS),
  sort: Type.Optional(Int(0, 1_000_000)),
  remark: Type.Optional(Remark()),
});
export type LocationBody = Static<typeof LocationBody>;

/** `tree=true` answers the matching locations none of whose ancestors match, each with its subtree. */
export const LocationFilters = { parentId: Id(), level: Enum(LOCATION_LEVELS), tree: Type.Boolean() };
