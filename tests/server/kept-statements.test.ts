import { and, eq, sql } from "drizzle-orm";
import { rooms } from "../../server/src/db/schema-devices.ts";
import { conditionKey, KeptStatements } from "../../server/src/lib/kept-statements.ts";

/** Kept list statements (lib/kept-statements.ts): a statement is built once per key, and a key tells conditions apart by text and values. */
describe("conditionKey", () => {
  it("is the same for the same condition built twice, and differs with any value or column", () => {
    const build = (name: string, capacity: number) =>
      and(eq(rooms.name, name), sql`${rooms.capacity} >= ${capacity}`);
    expect(conditionKey(build("A", 10))).toBe(conditionKey(build("A", 10)));
    expect(conditionKey(build("A", 10))).not.toBe(conditionKey(build("A", 11)));
    expect(conditionKey(build("A", 10))).not.toBe(conditionKey(build("B", 10)));
    expect(conditionKey(eq(rooms.name, "A"))).not.toBe(conditionKey(eq(rooms.code, "A")));
    expect(conditionKey(undefined)).toBe("");
  });

  it("tells an array value from the same items joined", () => {
    expect(conditionKey(sql`x = any(${["a", "b"]})`)).not.toBe(conditionKey(sql`x = any(${"a,b"})`));
  });
});

describe("KeptStatements", () => {
  it("builds a statement once per key", () => {
    const kept = new KeptStatements();
    let builds = 0;
    const build = () => ({ built: ++builds });
    expect(kept.get("a", build)).toEqual({ built: 1 });
    expect(kept.get("a", build)).toEqual({ built: 1 });
    expect(kept.get("b", build)).toEqual({ built: 2 });
  });

  it("drops the least recently used past its bound", () => {
    const kept = new KeptStatements();
    let builds = 0;
    const build = () => ++builds;
    kept.get("first", build);
    kept.get("second", build);
    for (let i = 0; i < 498; i++) kept.get(`k${i}`, build);
    kept.get("first", build); // used again: "second" is now the oldest
    kept.get("one more", build);
    expect(kept.size).toBe(500);
    const before = builds;
    kept.get("first", build);
    expect(builds).toBe(before);
    kept.get("second", build);
    expect(builds).toBe(before + 1);
  });
});
