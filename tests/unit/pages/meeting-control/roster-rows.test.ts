import type { Participant } from "#contract/participants";
import { RosterRows } from "../../../../src/pages/meeting-control/participants/roster-rows";

const p = (id: string, name = id): Participant => ({ id, name }) as Participant;

describe("the roster's rows beside the table", () => {
  it("hands the table the same array while the same participants show in the same order", () => {
    const rows = new RosterRows();
    const a = p("a");
    const first = rows.take([a, p("b")]);
    expect(first.map((s) => s.id)).toEqual(["a", "b"]);
    expect(rows.take([a, p("b", "Bea")])).toBe(first);
    expect(rows.get("b")?.name).toBe("Bea");
    expect(rows.take([p("b"), a])).not.toBe(first);
    expect(rows.take([a])).toHaveLength(1);
  });

  it("tells the cells of the participants that changed, and only those, after the commit", () => {
    const rows = new RosterRows();
    const a = p("a");
    rows.take([a, p("b")]);
    rows.flush();
    const heard: string[] = [];
    rows.subscribe("a", () => heard.push("a"));
    const stop = rows.subscribe("b", () => heard.push("b"));
    rows.take([a, p("b", "Bea")]);
    expect(heard).toEqual([]);
    rows.flush();
    expect(heard).toEqual(["b"]);
    rows.flush();
    expect(heard).toEqual(["b"]);
    stop();
    rows.take([a, p("b", "Bo")]);
    rows.flush();
    expect(heard).toEqual(["b"]);
  });
});
