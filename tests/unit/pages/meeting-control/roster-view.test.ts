import { visibleRows } from "../../../../src/pages/meeting-control/participants/roster-view";
import { participant } from "../../live/fixtures";

const rows = [
  participant("p1", { parStatus: "ONLINE", name: "Qinghai hall" }),
  participant("p2", { parStatus: "CONNECTING", name: "Star hall" }),
  participant("p3", { parStatus: "OFFLINE", name: "Morning hall", callAddress: "8013@sip.example.com" }),
  participant("p4", { parStatus: "SOMETHING_NEW" as never, name: "Unknown state" }),
];
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

describe("roster status filter (spec §4: no filter when 0 or 3 statuses are chosen)", () => {
  it.each([
    ["none chosen: everyone, the same array", [], ["p1", "p2", "p3", "p4"]],
    ["all three chosen: everyone", ["ONLINE", "CONNECTING", "OFFLINE"], ["p1", "p2", "p3", "p4"]],
    ["online only", ["ONLINE"], ["p1"]],
    ["connecting and offline", ["CONNECTING", "OFFLINE"], ["p2", "p3", "p4"]],
    ["offline keeps any other status (counted as disconnected)", ["OFFLINE"], ["p3", "p4"]],
    ["an unknown chosen value is ignored", ["ONLINE", "BOGUS"], ["p1"]],
  ])("%s", (_rule, statuses, expected) => {
    expect(ids(visibleRows(rows, statuses, ""))).toEqual(expected);
  });

  it("without any filter the rows come back as they are (the table keeps its data)", () => {
    expect(visibleRows(rows, [], " ")).toBe(rows);
    expect(visibleRows(rows, ["ONLINE", "CONNECTING", "OFFLINE"], "")).toBe(rows);
  });

  it("the filter text matches name or address, any case, with the status filter", () => {
    expect(ids(visibleRows(rows, [], "HALL"))).toEqual(["p1", "p2", "p3"]);
    expect(ids(visibleRows(rows, [], "8013@"))).toEqual(["p3"]);
    expect(ids(visibleRows(rows, ["ONLINE"], "star"))).toEqual([]);
  });
});
