import { newId } from "../lib/ids.ts";
import { locationPaths } from "../rooms/location-paths.ts";
import type { Db } from "./database.ts";
import { dictItems, locations, rooms } from "./schema-devices.ts";

/** Dictionaries (always) and demo locations and rooms (demo mode only). */
type DictSeed = [value: string, zh: string, en: string];

const DICTIONARIES: Record<string, DictSeed[]> = {
  ROOM_TYPE: [
    ["VIDEO", "视频会议室", "Video conference room"],
    ["ORDINARY", "普通会议室", "Ordinary meeting room"],
    ["TRAINING", "培训室", "Training room"],
    ["HUDDLE", "洽谈室", "Huddle room"],
  ],
  ROOM_EQUIPMENT: [
    ["PROJECTOR", "投影仪", "Projector"],
    ["SCREEN", "显示屏", "Display screen"],
    ["WHITEBOARD", "白板", "Whiteboard"],
    ["CAMERA", "摄像头", "Camera"],
    ["MICROPHONE", "麦克风", "Microphone"],
  ],
};

/** Region -> buildings -> floor count, the code prefix of its rooms and the departments seated there. */
const SITES = [
  {
    name: "北京总部",
    code: "BJ",
    depts: ["hq", "rd", "platform", "qa", "admin", "finance"],
    buildings: [
      ["A座", 4],
      ["B座", 3],
    ],
  },
  {
    name: "上海分部",
    code: "SH",
    depts: ["market", "east", "ops", "terminal"],
    buildings: [
      ["1号楼", 3],
      ["2号楼", 3],
    ],
  },
  {
    name: "深圳分部",
    code: "SZ",
    depts: ["south", "network", "terminal", "ops"],
    buildings: [
      ["科技园A栋", 4],
      ["科技园B栋", 3],
    ],
  },
] as const;

/** The demo rooms, by name (the meeting seed books some of them). */
export const ROOM_NAMES = [
  "长城厅",
  "泰山厅",
  "黄山厅",
  "峨眉厅",
  "华山厅",
  "衡山厅",
  "嵩山厅",
  "庐山厅",
  "武夷厅",
  "昆仑厅",
  "天山厅",
  "祁连厅",
  "太行厅",
  "秦岭厅",
  "长江厅",
  "黄河厅",
  "珠江厅",
  "钱塘厅",
  "洞庭厅",
  "鄱阳厅",
  "西湖厅",
  "太湖厅",
  "东湖厅",
  "滇池厅",
  "青海厅",
  "星辰厅",
  "朝阳厅",
  "晨曦厅",
  "明月厅",
  "清风厅",
  "创新室",
  "协作室",
  "启航室",
  "远见室",
  "共识室",
  "培训教室一",
  "培训教室二",
  "洽谈室一",
  "洽谈室二",
  "多功能厅",
];

/** Type, capacity and equipment by the room's place in the list: a realistic mix, same on every seed. */
function roomShape(index: number): Pick<typeof rooms.$inferInsert, "type" | "capacity" | "equipment"> {
  const name = ROOM_NAMES[index];
  if (name.startsWith("培训"))
    return { type: "TRAINING", capacity: 60, equipment: ["PROJECTOR", "MICROPHONE", "WHITEBOARD"] };
  if (name.startsWith("洽谈")) return { type: "HUDDLE", capacity: 4, equipment: ["SCREEN"] };
  if (name === "多功能厅")
    return { type: "VIDEO", capacity: 200, equipment: ["PROJECTOR", "SCREEN", "CAMERA", "MICROPHONE"] };
  if (index % 3 === 0)
    return { type: "ORDINARY", capacity: 8 + (index % 4) * 2, equipment: ["WHITEBOARD", "SCREEN"] };
  return {
    type: "VIDEO",
    capacity: [10, 12, 16, 20, 30][index % 5],
    equipment:
      index % 2 === 0
        ? ["SCREEN", "CAMERA", "MICROPHONE"]
        : ["PROJECTOR", "CAMERA", "MICROPHONE", "WHITEBOARD"],
  };
}

async function seedDictionaries(tx: Db): Promise<void> {
  const rows = Object.entries(DICTIONARIES).flatMap(([code, items]) =>
    items.map(([value, labelZh, labelEn], index) => ({ code, value, labelZh, labelEn, sort: index + 1 })),
  );
  await tx.insert(dictItems).values(rows).onConflictDoNothing();
}

export async function seedOperation(tx: Db, deptIds: Map<string, string> | null, now: number): Promise<void> {
  await seedDictionaries(tx);
  if (!deptIds) return;
  const locationRows: (typeof locations.$inferInsert)[] = [];
  const floors: { id: string; code: string; depts: readonly string[]; floor: number; building: number }[] =
    [];
  const add = (parentId: string, name: string, level: "REGION" | "BUILDING" | "FLOOR", sort: number) => {
    const id = newId();
    const parent = locationRows.find((row) => row.id === parentId) ?? null;
    const paths = locationPaths(parent, id, name);
    locationRows.push({ id, parentId, name, level, sort, ...paths, createdAt: now, updatedAt: now });
    return id;
  };
  SITES.forEach((site, siteIndex) => {
    const regionId = add("0", site.name, "REGION", siteIndex + 1);
    site.buildings.forEach(([building, floorCount], buildingIndex) => {
      const buildingId = add(regionId, building, "BUILDING", buildingIndex + 1);
      for (let floor = 1; floor <= floorCount; floor++) {
        const id = add(buildingId, `${floor + 1}F`, "FLOOR", floor);
        floors.push({ id, code: site.code, depts: site.depts, floor: floor + 1, building: buildingIndex });
      }
    });
  });
  await tx.insert(locations).values(locationRows);

  const roomRows = ROOM_NAMES.map((name, index) => {
    const floor = floors[index % floors.length];
    const deptKey = floor.depts[index % floor.depts.length];
    const number = `${floor.floor}${String(Math.floor(index / floors.length) + 1).padStart(2, "0")}`;
    return {
      id: newId(),
      name,
      code: `${floor.code}-${"AB"[floor.building]}${number}`,
      locationId: floor.id,
      deptId: index % 13 === 12 ? null : (deptIds.get(deptKey) ?? null),
      ...roomShape(index),
      enabled: index % 11 !== 10,
      remark: null,
      createdAt: now - index * 60_000,
      updatedAt: now - index * 60_000,
    };
  });
  await tx.insert(rooms).values(roomRows);
}
