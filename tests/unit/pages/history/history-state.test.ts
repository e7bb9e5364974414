import {
  exportQuery,
  type HistoryState,
  readHistoryState,
  writeHistoryState,
} from "../../../../src/pages/history/history-state";

const q = (s: string) => new URLSearchParams(s);
const defaults: HistoryState = {
  keyword: "",
  type: undefined,
  start: undefined,
  end: undefined,
  current: 1,
  pageSize: 20,
  sort: { field: "startAt", order: "desc" },
};

describe("/history filters ↔ URL", () => {
  it.each<[string, Partial<HistoryState>]>([
    ["", {}],
    [
      "start=1000&end=2000&keyword=x&type=GENERAL&current=2&pageSize=100&sort=startAt,asc",
      {
        start: 1000,
        end: 2000,
        keyword: "x",
        type: "GENERAL",
        current: 2,
        pageSize: 100,
        sort: { field: "startAt", order: "asc" },
      },
    ],
    ["start=2000&end=1000", {}],
    ["start=1000", {}],
    ["start=-5&end=abc&type=FUSION_MEETING", {}],
  ])("reads ?%s", (query, expected) => {
    expect(readHistoryState(q(query))).toEqual({ ...defaults, ...expected });
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    expect(writeHistoryState(defaults).toString()).toBe("");
    const state: HistoryState = {
      ...defaults,
      keyword: "abc",
      type: "STREAMING",
      start: 10,
      end: 20,
      current: 3,
    };
    expect(writeHistoryState(state).toString()).toBe("start=10&end=20&keyword=abc&type=STREAMING&current=3");
    expect(readHistoryState(writeHistoryState(state))).toEqual(state);
  });

  it("exports with the filters and sort but no paging", () => {
    expect(exportQuery(defaults)).toEqual({ sort: "startAt,desc" });
    expect(exportQuery({ ...defaults, keyword: "k", type: "GENERAL", start: 1, end: 2, current: 4 })).toEqual(
      {
        sort: "startAt,desc",
        keyword: "k",
        type: "GENERAL",
        start: 1,
        end: 2,
      },
    );
  });
});
