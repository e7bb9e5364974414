import {
  clamp,
  moveRoom,
  nudge,
  placeRoom,
  removeRoom,
  samePlacements,
  toAssociationBody,
  toFraction,
  toPercent,
} from "../../../../src/pages/floor-maps/positions";
import { readDraggedRoom, writeDraggedRoom } from "../../../../src/pages/floor-maps/room-drag";
import type { Placement } from "../../../../src/pages/floor-maps/types";

const rect = { left: 100, top: 50, width: 400, height: 200 };
const a: Placement = { roomId: "a", roomName: "A", x: 0.1, y: 0.2 };
const b: Placement = { roomId: "b", roomName: "B", x: 0.5, y: 0.5 };

describe("clamp", () => {
  it.each([
    [0.5, 0.5],
    [-0.2, 0],
    [1.3, 1],
    [0, 0],
    [1, 1],
    [Number.NaN, 0],
  ])("clamp(%s) = %s", (value, expected) => expect(clamp(value)).toBe(expected));
});

describe("toFraction (pointer -> fraction of the image)", () => {
  it.each([
    ["the top-left corner", 100, 50, { x: 0, y: 0 }],
    ["the bottom-right corner", 500, 250, { x: 1, y: 1 }],
    ["a quarter across, half down", 200, 150, { x: 0.25, y: 0.5 }],
    ["outside to the left and above is clamped", 0, 0, { x: 0, y: 0 }],
    ["outside to the right and below is clamped", 900, 900, { x: 1, y: 1 }],
    ["rounded to 4 decimals", 101, 51, { x: 0.0025, y: 0.005 }],
  ])("%s", (_, clientX, clientY, expected) => expect(toFraction(clientX, clientY, rect)).toEqual(expected));

  it("is null while the image has no size", () => {
    expect(toFraction(10, 10, { left: 0, top: 0, width: 0, height: 100 })).toBeNull();
    expect(toFraction(10, 10, { left: 0, top: 0, width: 100, height: 0 })).toBeNull();
  });
});

describe("nudge (arrow keys move by 1%)", () => {
  it.each([
    ["ArrowLeft", { x: 0.5, y: 0.5 }, { x: 0.49, y: 0.5 }],
    ["ArrowRight", { x: 0.5, y: 0.5 }, { x: 0.51, y: 0.5 }],
    ["ArrowUp", { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.49 }],
    ["ArrowDown", { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.51 }],
    ["ArrowLeft", { x: 0, y: 0.3 }, { x: 0, y: 0.3 }],
    ["ArrowRight", { x: 0.995, y: 0.3 }, { x: 1, y: 0.3 }],
    ["ArrowDown", { x: 0.3, y: 1 }, { x: 0.3, y: 1 }],
    ["ArrowRight", { x: 0.07, y: 0 }, { x: 0.08, y: 0 }],
  ])("%s from %j gives %j", (key, from, expected) => expect(nudge(from, key)).toEqual(expected));

  it.each(["Enter", "a", "Tab", " "])("ignores %j", (key) =>
    expect(nudge({ x: 0.5, y: 0.5 }, key)).toBeNull(),
  );

  it("does not drift over many presses", () => {
    let point = { x: 0, y: 0 };
    for (let i = 0; i < 37; i++) point = nudge(point, "ArrowRight") ?? point;
    expect(point.x).toBe(0.37);
  });
});

describe("toPercent", () => {
  it.each([
    [0, "0%"],
    [0.25, "25%"],
    [1, "100%"],
    [0.12346, "12.35%"],
    [2, "100%"],
  ])("%s -> %s", (fraction, expected) => expect(toPercent(fraction)).toBe(expected));
});

describe("placement lists", () => {
  it("places a new room at the end, clamped", () => {
    expect(placeRoom([a], { roomId: "c", roomName: "C", x: 1.4, y: -1 })).toEqual([
      a,
      { roomId: "c", roomName: "C", x: 1, y: 0 },
    ]);
  });

  it("placing a room again moves it instead of duplicating it", () => {
    expect(placeRoom([a, b], { ...a, x: 0.9, y: 0.9 })).toEqual([{ ...a, x: 0.9, y: 0.9 }, b]);
  });

  it("moves and removes by room id", () => {
    expect(moveRoom([a, b], "b", { x: 0.7, y: 1.2 })).toEqual([a, { ...b, x: 0.7, y: 1 }]);
    expect(removeRoom([a, b], "a")).toEqual([b]);
    expect(removeRoom([a, b], "zz")).toEqual([a, b]);
  });

  it.each([
    ["same rooms in another order", [a, b], [b, a], true],
    ["a moved room", [a, b], [{ ...a, x: 0.11 }, b], false],
    ["a missing room", [a, b], [a], false],
    ["another room", [a], [b], false],
    ["both empty", [], [], true],
  ])("samePlacements: %s", (_, left, right, expected) => expect(samePlacements(left, right)).toBe(expected));

  it("sends only roomId, x and y", () => {
    expect(toAssociationBody([a, b])).toEqual({
      rooms: [
        { roomId: "a", x: 0.1, y: 0.2 },
        { roomId: "b", x: 0.5, y: 0.5 },
      ],
    });
  });
});

describe("room drag payload", () => {
  it("round-trips through a DataTransfer", () => {
    const store = new Map<string, string>();
    const transfer = {
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? "",
      effectAllowed: "none",
    } as unknown as DataTransfer;
    writeDraggedRoom(transfer, { id: "r1", name: "Room 1", locationPath: "x" });
    expect(readDraggedRoom(transfer)).toEqual({ id: "r1", name: "Room 1" });
  });

  it.each([
    ["nothing", ""],
    ["not JSON", "{"],
    ["no id", '{"name":"x"}'],
  ])("refuses %s", (_, raw) => expect(readDraggedRoom({ getData: () => raw })).toBeNull());
});
