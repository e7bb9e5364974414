import {
  changedFields,
  exportQuery,
  listQuery,
  readAuditState,
  writeAuditState,
} from "../../../../src/pages/audit-log/audit-state";

const read = (query: string) => readAuditState(new URLSearchParams(query));

describe("the audit log's URL state", () => {
  it("reads every filter, the page and the sort, and writes them back", () => {
    const query =
      "from=1000&to=2000&actor=u1&feature=rooms&kind=CHANGE&outcome=FAILURE&keyword=room&current=3&pageSize=50&sort=operation%2Casc";
    const state = read(query);
    expect(state).toEqual({
      from: 1000,
      to: 2000,
      actorId: "u1",
      feature: "rooms",
      kind: "CHANGE",
      outcome: "FAILURE",
      keyword: "room",
      current: 3,
      pageSize: 50,
      sort: { field: "operation", order: "asc" },
    });
    expect(writeAuditState(state).toString()).toBe(query);
  });

  it.each([
    ["a reversed range", "from=2000&to=1000", { from: undefined, to: undefined }],
    ["half a range", "from=2000", { from: undefined, to: undefined }],
    ["an unknown kind", "kind=DELETE", { kind: undefined }],
    ["an unknown outcome", "outcome=MAYBE", { outcome: undefined }],
    ["a feature that is no name", "feature=a.b", { feature: undefined }],
    ["an unsortable field", "sort=address,asc", { sort: { field: "at", order: "desc" } }],
    ["a page size not offered", "pageSize=7", { pageSize: 20 }],
  ])("drops %s", (_, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it("leaves defaults out of the URL", () => {
    expect(writeAuditState(read("current=1&sort=at,desc&pageSize=20")).toString()).toBe("");
  });

  it("asks the list for the page and the export for the filters without it", () => {
    const state = read("kind=EXPORT&current=2&keyword=x");
    expect(listQuery(state)).toEqual({ kind: "EXPORT", keyword: "x", sort: "at,desc", page: 2, size: 20 });
    expect(exportQuery(state, "xlsx")).toEqual({
      kind: "EXPORT",
      keyword: "x",
      sort: "at,desc",
      format: "xlsx",
      utcOffset: -new Date().getTimezoneOffset() || 0,
    });
  });
});

describe("changedFields", () => {
  it.each([
    ["an edit", { name: "A", capacity: 8, deptId: "d" }, { name: "B", capacity: 8, deptId: "d" }, ["name"]],
    ["a creation", null, { name: "A", capacity: 8 }, ["name", "capacity"]],
    ["a deletion", { name: "A" }, null, ["name"]],
    ["nested values", { rules: { a: 1 } }, { rules: { a: 2 } }, ["rules"]],
    ["nothing changed", { a: 1 }, { a: 1 }, []],
  ])("%s", (_, before, after, fields) => {
    expect(changedFields(before, after)).toEqual(fields);
  });
});
