import {
  type ListState,
  listFilters,
  readListState,
  writeListState,
} from "../../../../../src/pages/meetings/list/list-state";
import { buildListQuery } from "../../../../../src/providers/data-provider";

const q = (s: string) => new URLSearchParams(s);
const defaults: ListState = {
  tab: "all",
  keyword: "",
  status: undefined,
  current: 1,
  pageSize: 20,
  sort: { field: "startAt", order: "asc" },
};

describe("/home list state ↔ URL (contract 'Console routes')", () => {
  it.each<[string, Partial<ListState>]>([
    ["", {}],
    [
      "tab=hosted&keyword=%20sync%20&status=ONLINE&current=3&pageSize=50",
      {
        tab: "hosted",
        keyword: "sync",
        status: "ONLINE",
        current: 3,
        pageSize: 50,
      },
    ],
    ["tab=nope&status=OFFLINE&current=0&pageSize=33", {}],
    ["current=-2&pageSize=abc&sort=__proto__,asc", {}],
    ["current=2.5&sort=name,desc", { sort: { field: "name", order: "desc" } }],
    ["sort=endAt,sideways", {}],
    ["tab=invited&view=list", { tab: "invited" }],
  ])("reads ?%s", (query, expected) => {
    expect(readListState(q(query))).toEqual({ ...defaults, ...expected });
  });

  it.each<[Partial<ListState>, string]>([
    [{}, ""],
    [{ tab: "public", keyword: " abc ", current: 2 }, "tab=public&keyword=abc&current=2"],
    [
      { status: "SCHEDULE", pageSize: 10, sort: { field: "name", order: "asc" } },
      "status=SCHEDULE&pageSize=10&sort=name%2Casc",
    ],
  ])("writes %o as ?%s", (state, query) => {
    expect(writeListState({ ...defaults, ...state }).toString()).toBe(query);
  });

  it("keeps other keys (view) and replaces its own", () => {
    const next = writeListState({ ...defaults, tab: "hosted" }, q("view=list&tab=public&current=4"));
    expect(next.toString()).toBe("view=list&tab=hosted");
  });

  it("round-trips", () => {
    const state: ListState = {
      ...defaults,
      tab: "invited",
      keyword: "6789",
      status: "CONNECTING",
      current: 5,
    };
    expect(readListState(writeListState(state))).toEqual(state);
  });

  it("becomes the request query GET /{product}/schedules?tab&keyword&status&page&size&sort", () => {
    const state: ListState = { ...defaults, tab: "hosted", keyword: "abc", status: "ONLINE", current: 2 };
    expect(
      buildListQuery(
        { currentPage: state.current, pageSize: state.pageSize },
        [state.sort],
        listFilters(state),
      ),
    ).toEqual({ page: 2, size: 20, sort: "startAt,asc", tab: "hosted", keyword: "abc", status: "ONLINE" });
    expect(buildListQuery({ currentPage: 1, pageSize: 20 }, [defaults.sort], listFilters(defaults))).toEqual({
      page: 1,
      size: 20,
      sort: "startAt,asc",
      tab: "all",
    });
  });
});
