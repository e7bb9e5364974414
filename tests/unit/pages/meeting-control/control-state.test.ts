import {
  CONTROL_STATE_KEY,
  DEFAULT_CONTROL_STATE,
  parseControlState,
  readControlState,
  writeControlState,
} from "../../../../src/pages/meeting-control/control-state";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

describe("control state in local storage (spec §4/§9)", () => {
  it("keeps the selected meeting, the filters and the list's fold across reloads", () => {
    const storage = memoryStorage();
    writeControlState({ meetingId: "m1", statuses: ["ONLINE"], keyword: "hall" }, storage);
    writeControlState({ listHidden: true }, storage);
    expect(readControlState(storage)).toEqual({
      meetingId: "m1",
      statuses: ["ONLINE"],
      keyword: "hall",
      listKeyword: "",
      listHidden: true,
    });
    expect(JSON.parse(storage.map.get(CONTROL_STATE_KEY)!).meetingId).toBe("m1");
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["not an object", "42"],
  ])("%s reads as the defaults", (_case, raw) => {
    expect(parseControlState(raw)).toEqual(DEFAULT_CONTROL_STATE);
  });

  it("drops unknown statuses and wrong types, and bounds the texts", () => {
    expect(
      parseControlState(
        JSON.stringify({
          meetingId: 5,
          statuses: ["OFFLINE", "BOGUS"],
          keyword: "x".repeat(99),
          listHidden: "yes",
        }),
      ),
    ).toEqual({ ...DEFAULT_CONTROL_STATE, statuses: ["OFFLINE"], keyword: "x".repeat(60) });
  });

  it("a storage that refuses to write leaves the page working", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(writeControlState({ meetingId: "m9" }, storage).meetingId).toBe("m9");
  });
});
