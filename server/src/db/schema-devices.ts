import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  DEVICE_STATUSES,
  MCU_OFFLINE_REASONS,
  MCU_PROTOCOLS,
  PROTOCOLS,
  ROOM_BOARD_STATUSES,
  SENSOR_STATUSES,
  SERVER_MODELS,
  TERMINAL_STATUSES,
} from "#contract/limits/devices";
import { LOCATION_LEVELS } from "#contract/limits/rooms";
import { departments, millis, searchColumns, searchIndexes, timestamps, users } from "./schema.ts";

/**
 * Operation and device entities (issue 3): locations, dictionaries, rooms, files, MCU servers and
 * pools, terminals, human detectors and sensors, room boards, floor maps. Wire names are in
 * src/contract/; list filters and sorts use the indexed columns below.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The address dictionary: region -> building -> floor. */
export const locations = pgTable(
  "locations",
  {
    id: text("id").primaryKey(),
    parentId: text("parent_id").notNull().default("0"),
    name: text("name").notNull(),
    level: text("level", { enum: LOCATION_LEVELS }).notNull(),
    sort: integer("sort").notNull().default(0),
    remark: text("remark"),
    /** Names from the region down to this location, joined by " / " (rooms/location-paths.ts). */
    path: text("path").notNull(),
    /** Ids from the region down to this location, each followed by "/", after a leading "/". */
    idPath: text("id_path").notNull(),
    ...timestamps,
  },
  (t) => [
    index("locations_parent_idx").on(t.parentId, t.sort),
    uniqueIndex("locations_sibling_name_idx").on(t.parentId, sql`lower(${t.name})`),
    check("locations_level_check", sql`${t.level} in ('REGION', 'BUILDING', 'FLOOR')`),
  ],
);

/** Dictionary entries read by `GET /device/dict/sign/{code}`, managed under /device/dict by `id`. */
export const dictItems = pgTable(
  "dict_items",
  {
    id: text("id").notNull().default(sql`gen_random_uuid()::text`),
    code: text("code").notNull(),
    value: text("value").notNull(),
    labelZh: text("label_zh").notNull(),
    labelEn: text("label_en").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.code, t.value] }), uniqueIndex("dict_items_id_idx").on(t.id)],
);

export const rooms = pgTable(
  "rooms",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    code: text("code"),
    locationId: text("location_id").references(() => locations.id, { onDelete: "restrict" }),
    deptId: text("dept_id").references(() => departments.id, { onDelete: "set null" }),
    capacity: integer("capacity").notNull().default(10),
    type: text("type"),
    equipment: jsonb("equipment").$type<string[]>().notNull().default([]),
    enabled: boolean("enabled").notNull().default(true),
    remark: text("remark"),
    ...searchColumns("name", "code"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("rooms_code_idx").on(sql`lower(${t.code})`).where(sql`${t.code} is not null`),
    // One per list sort (rooms/room-query.ts ROOM_SORTS), id breaking ties.
    index("rooms_name_idx").on(t.name, t.id),
    index("rooms_code_sort_idx").on(t.code, t.id),
    index("rooms_capacity_idx").on(t.capacity, t.id),
    index("rooms_created_idx").on(t.createdAt, t.id),
    index("rooms_location_idx").on(t.locationId),
    index("rooms_dept_idx").on(t.deptId),
    ...searchIndexes("rooms", t),
  ],
);

export const files = pgTable(
  "files",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [index("files_created_by_idx").on(t.createdBy)],
);

export const resourcePools = pgTable(
  "resource_pools",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    ...timestamps,
  },
  (t) => [uniqueIndex("resource_pools_name_idx").on(sql`lower(${t.name})`)],
);

/** The password is kept to drive the MCU later; no call ever returns it. */
export const mcuServers = pgTable(
  "mcu_servers",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    model: text("model", { enum: SERVER_MODELS }).notNull(),
    address: text("address").notNull(),
    port: integer("port").notNull(),
    protocol: text("protocol", { enum: MCU_PROTOCOLS }).notNull().default("HTTPS"),
    username: text("username").notNull(),
    password: text("password").notNull(),
    capacity: integer("capacity").notNull(),
    poolId: text("pool_id").references(() => resourcePools.id, { onDelete: "restrict" }),
    status: text("status", { enum: DEVICE_STATUSES }).notNull().default("OFFLINE"),
    /** Why a probed server (JANUS) is OFFLINE; null when online or not probed. */
    statusReason: text("status_reason", { enum: MCU_OFFLINE_REASONS }),
    /** A JANUS server's admin API port (its HTTP transport is `port`). */
    adminPort: integer("admin_port"),
    remark: text("remark"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("mcu_servers_address_idx").on(sql`lower(${t.address})`, t.port),
    index("mcu_servers_pool_idx").on(t.poolId),
    index("mcu_servers_name_idx").on(t.name),
  ],
);

export const terminalBrands = pgTable("terminal_brands", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const terminalModels = pgTable(
  "terminal_models",
  {
    id: text("id").primaryKey(),
    brandId: text("brand_id")
      .notNull()
      .references(() => terminalBrands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("terminal_models_brand_idx").on(t.brandId, t.sort)],
);

/** A room has at most one terminal (the bind info of spec §7). */
export const terminals = pgTable(
  "terminals",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    brandId: text("brand_id")
      .notNull()
      .references(() => terminalBrands.id, { onDelete: "restrict" }),
    modelId: text("model_id")
      .notNull()
      .references(() => terminalModels.id, { onDelete: "restrict" }),
    dialAddress: text("dial_address").notNull(),
    protocol: text("protocol", { enum: PROTOCOLS }).notNull(),
    ip: text("ip"),
    serialNumber: text("serial_number"),
    status: text("status", { enum: TERMINAL_STATUSES }).notNull().default("DISCONNECT"),
    roomId: text("room_id").references(() => rooms.id, { onDelete: "set null" }),
    remark: text("remark"),
    /** The terminal's last heartbeat (device-intake/); null: it never reported, its status is as set. */
    lastHeartbeatAt: millis("last_heartbeat_at"),
    /** Whether its last heartbeat said it was in a call. */
    inCall: boolean("in_call").notNull().default(false),
    ...searchColumns("name", "dial_address"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("terminals_dial_address_idx").on(sql`lower(${t.dialAddress})`),
    uniqueIndex("terminals_room_idx").on(t.roomId).where(sql`${t.roomId} is not null`),
    // One per list sort (devices/terminals.ts TERMINAL_SORTS), id breaking ties.
    index("terminals_name_idx").on(t.name, t.id),
    index("terminals_dial_address_sort_idx").on(t.dialAddress, t.id),
    index("terminals_status_idx").on(t.status, t.id),
    index("terminals_created_idx").on(t.createdAt, t.id),
    index("terminals_brand_idx").on(t.brandId),
    ...searchIndexes("terminals", t),
  ],
);

export const humanDetectors = pgTable(
  "human_detectors",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    serialNumber: text("serial_number").notNull(),
    ip: text("ip"),
    roomId: text("room_id").references(() => rooms.id, { onDelete: "set null" }),
    status: text("status", { enum: DEVICE_STATUSES }).notNull().default("OFFLINE"),
    remark: text("remark"),
    lastSeenAt: millis("last_seen_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("human_detectors_serial_idx").on(sql`lower(${t.serialNumber})`),
    index("human_detectors_room_idx").on(t.roomId),
  ],
);

export const sensors = pgTable(
  "sensors",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    serialNumber: text("serial_number").notNull(),
    detectorId: text("detector_id")
      .notNull()
      .references(() => humanDetectors.id, { onDelete: "cascade" }),
    position: text("position"),
    status: text("status", { enum: SENSOR_STATUSES }).notNull().default("FREE"),
    battery: integer("battery"),
    remark: text("remark"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("sensors_serial_idx").on(sql`lower(${t.serialNumber})`),
    index("sensors_detector_idx").on(t.detectorId),
    index("sensors_status_idx").on(t.status),
  ],
);

export const roomBoards = pgTable(
  "room_boards",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    roomId: text("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    status: text("status", { enum: ROOM_BOARD_STATUSES }).notNull().default("UNBOUND"),
    bindCode: text("bind_code"),
    codeExpiresAt: millis("code_expires_at"),
    deviceSerial: text("device_serial"),
    deviceTokenHash: text("device_token_hash"),
    ip: text("ip"),
    appVersion: text("app_version"),
    boundAt: millis("bound_at"),
    lastSeenAt: millis("last_seen_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("room_boards_code_idx").on(t.bindCode).where(sql`${t.bindCode} is not null`),
    uniqueIndex("room_boards_token_idx").on(t.deviceTokenHash).where(sql`${t.deviceTokenHash} is not null`),
    index("room_boards_room_idx").on(t.roomId),
    index("room_boards_status_idx").on(t.status),
  ],
);

export const floorMaps = pgTable(
  "floor_maps",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    locationId: text("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    fileId: text("file_id").references(() => files.id, { onDelete: "set null" }),
    remark: text("remark"),
    ...timestamps,
  },
  (t) => [index("floor_maps_location_idx").on(t.locationId)],
);

/** A room sits on at most one floor map; x and y are fractions (0..1) of the image. */
export const floorMapRooms = pgTable(
  "floor_map_rooms",
  {
    roomId: text("room_id")
      .primaryKey()
      .references(() => rooms.id, { onDelete: "cascade" }),
    floorId: text("floor_id")
      .notNull()
      .references(() => floorMaps.id, { onDelete: "cascade" }),
    x: doublePrecision("x").notNull(),
    y: doublePrecision("y").notNull(),
  },
  (t) => [index("floor_map_rooms_floor_idx").on(t.floorId)],
);
