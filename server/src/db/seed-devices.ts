import { createHash, randomInt } from "node:crypto";
import { deflateSync } from "node:zlib";
import { asc, eq } from "drizzle-orm";
import { newId, sha256 } from "../lib/ids.ts";
import type { Db } from "./database.ts";
import {
  files,
  floorMapRooms,
  floorMaps,
  humanDetectors,
  locations,
  mcuServers,
  resourcePools,
  roomBoards,
  rooms,
  sensors,
  terminalBrands,
  terminalModels,
  terminals,
} from "./schema-devices.ts";

/** Terminal brands and models (always) and demo devices (demo mode only). */
export const BRANDS: readonly { name: string; models: readonly string[] }[] = [
  { name: "Cisco", models: ["Webex Room Kit", "Webex Room Bar", "Webex Board Pro", "Webex Desk Pro"] },
  { name: "Poly", models: ["Studio X50", "Studio X30", "G7500", "Studio X70"] },
  { name: "Huawei", models: ["CloudLink Box 600", "CloudLink Bar 500", "CloudLink Board 65", "TE30"] },
  { name: "ZTE", models: ["ZXV10 XT502", "ZXV10 ET312", "ZXV10 XT802"] },
  { name: "Yealink", models: ["MeetingBar A30", "MeetingBar A20", "VC880", "MVC960"] },
];

async function seedBrands(tx: Db): Promise<{ brandId: string; modelId: string }[]> {
  const brandRows = BRANDS.map((brand, index) => ({ id: newId(), name: brand.name, sort: index + 1 }));
  const modelRows = BRANDS.flatMap((brand, b) =>
    brand.models.map((name, index) => ({ id: newId(), brandId: brandRows[b].id, name, sort: index + 1 })),
  );
  await tx.insert(terminalBrands).values(brandRows);
  await tx.insert(terminalModels).values(modelRows);
  return modelRows.map((model) => ({ brandId: model.brandId, modelId: model.id }));
}

/** A small grey floor-plan PNG (grid lines on a light background), built without an image library. */
export function floorPlanPng(width = 160, height = 100): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const wall = x % 40 === 0 || y % 50 === 0 || x === width - 1 || y === height - 1;
      raw[y * (width + 1) + 1 + x] = wall ? 0x70 : 0xf2;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function seedServers(tx: Db, now: number) {
  const pools = [
    { id: newId(), name: "华东资源池", description: "上海、杭州会场", createdAt: now, updatedAt: now },
    { id: newId(), name: "华北资源池", description: "北京会场", createdAt: now, updatedAt: now },
  ];
  await tx.insert(resourcePools).values(pools);
  const servers = (["CMS", "MCU", "RMX", "DMA"] as const).map((model, index) => ({
    id: newId(),
    name: `${model}-${String(index + 1).padStart(2, "0")}`,
    model,
    address: `10.10.${index + 1}.10`,
    port: 443,
    protocol: "HTTPS" as const,
    username: "admin",
    password: `demo-${model.toLowerCase()}-secret`,
    capacity: [300, 100, 200, 500][index],
    poolId: pools[index % 2].id,
    status: index === 3 ? ("OFFLINE" as const) : ("ONLINE" as const),
    createdAt: now,
    updatedAt: now,
  }));
  await tx.insert(mcuServers).values(servers);
}

async function seedDemoDevices(tx: Db, models: { brandId: string; modelId: string }[], now: number) {
  await seedServers(tx, now);
  const roomRows = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .orderBy(asc(rooms.createdAt), asc(rooms.name))
    .limit(60);

  const statuses = ["CONNECTED", "DISCONNECT", "CONNECTING"] as const;
  const terminalRows = Array.from({ length: 30 }, (_, i) => {
    const model = models[(i * 7) % models.length];
    return {
      id: newId(),
      name: `终端-${String(i + 1).padStart(3, "0")}`,
      brandId: model.brandId,
      modelId: model.modelId,
      dialAddress: `${8001 + i}@sip.example.com`,
      protocol: i % 4 === 3 ? ("H323" as const) : ("SIP" as const),
      ip: `192.168.10.${20 + i}`,
      serialNumber: `SN${String(202400001 + i)}`,
      status: statuses[i % 3],
      roomId: i < 20 ? (roomRows[i]?.id ?? null) : null,
      createdAt: now - i * 60_000,
      updatedAt: now - i * 60_000,
    };
  });
  await tx.insert(terminals).values(terminalRows);

  const detectors = Array.from({ length: 4 }, (_, i) => ({
    id: newId(),
    name: `人体感应器-${i + 1}`,
    serialNumber: `HD-${String(1001 + i)}`,
    ip: `192.168.20.${10 + i}`,
    roomId: roomRows[20 + i]?.id ?? null,
    status: i === 3 ? ("OFFLINE" as const) : ("ONLINE" as const),
    createdAt: now,
    updatedAt: now,
  }));
  await tx.insert(humanDetectors).values(detectors);
  const sensorStatuses = ["FREE", "BUSYNESS", "ABNORMAL", "FREE"] as const;
  await tx.insert(sensors).values(
    Array.from({ length: 12 }, (_, i) => ({
      id: newId(),
      name: `传感器-${i + 1}`,
      serialNumber: `SE-${String(5001 + i)}`,
      detectorId: detectors[i % 4].id,
      position: ["门口", "座位区", "窗边"][i % 3],
      status: sensorStatuses[i % 4],
      battery: 40 + ((i * 13) % 60),
      createdAt: now,
      updatedAt: now,
    })),
  );

  if (roomRows.length >= 3) {
    const board = (i: number) => ({ id: newId(), roomId: roomRows[i].id, createdAt: now, updatedAt: now });
    await tx.insert(roomBoards).values([
      {
        ...board(0),
        name: "门牌屏-A",
        status: "CONNECTED" as const,
        deviceSerial: "RB-0001",
        deviceTokenHash: sha256(`demo-board-${newId()}`),
        ip: "192.168.30.11",
        appVersion: "2.3.1",
        boundAt: now - 86_400_000,
        lastSeenAt: now,
      },
      {
        ...board(1),
        status: "UNBOUND" as const,
        bindCode: String(randomInt(0, 1_000_000)).padStart(6, "0"),
        codeExpiresAt: now + 10 * 60_000,
      },
      {
        ...board(2),
        name: "门牌屏-C",
        status: "LOGOUT" as const,
        deviceSerial: "RB-0003",
        ip: "192.168.30.13",
        appVersion: "2.2.0",
        boundAt: now - 7 * 86_400_000,
        lastSeenAt: now - 3 * 86_400_000,
      },
    ]);
  }
  await seedFloorMaps(tx, now);
}

/** Two maps on the first floors that hold rooms, with up to four of their rooms placed. */
async function seedFloorMaps(tx: Db, now: number) {
  const floors = await tx
    .selectDistinct({
      id: locations.id,
      name: locations.name,
      parentId: locations.parentId,
      sort: locations.sort,
    })
    .from(locations)
    .innerJoin(rooms, eq(rooms.locationId, locations.id))
    .where(eq(locations.level, "FLOOR"))
    .orderBy(asc(locations.parentId), asc(locations.sort), asc(locations.id))
    .limit(2);
  if (floors.length === 0) return;
  const png = floorPlanPng();
  const fileId = newId();
  await tx.insert(files).values({
    id: fileId,
    name: "floor-plan.png",
    contentType: "image/png",
    size: png.length,
    sha256: createHash("sha256").update(png).digest("hex"),
    data: png,
    createdAt: now,
  });
  const maps = floors.map((floor, index) => ({
    id: newId(),
    name: `${floor.name} 平面图`,
    locationId: floor.id,
    fileId: index === 0 ? fileId : null,
    createdAt: now,
    updatedAt: now,
  }));
  await tx.insert(floorMaps).values(maps);
  for (const map of maps) {
    const placed = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(eq(rooms.locationId, map.locationId))
      .orderBy(asc(rooms.name))
      .limit(4);
    if (placed.length === 0) continue;
    await tx
      .insert(floorMapRooms)
      .values(
        placed.map((room, index) => ({ roomId: room.id, floorId: map.id, x: 0.15 + index * 0.22, y: 0.5 })),
      );
  }
}

export async function seedDevices(tx: Db, demo: boolean, now: number): Promise<void> {
  const models = await seedBrands(tx);
  if (demo) await seedDemoDevices(tx, models, now);
}
