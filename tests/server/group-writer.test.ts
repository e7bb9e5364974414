import { groupWriter } from "../../server/src/lib/group-writer.ts";

describe("groupWriter", () => {
  it("writes what arrives during a write together in the next one, and resolves each caller after its write", async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const writer = groupWriter<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const done: number[] = [];
    const first = writer.write(1).then(() => done.push(1));
    const rest = [2, 3, 4].map((n) => writer.write(n).then(() => done.push(n)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1]]);
    expect(done).toEqual([]);
    release();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
    expect(done).toEqual([1, 2, 3, 4]);
  });

  it("gives each item of a failed group its own outcome", async () => {
    const writer = groupWriter<number>(async (items) => {
      await new Promise((resolve) => setImmediate(resolve));
      if (items.includes(3)) throw new Error("bad 3");
    });
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((n) => writer.write(n)));
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
  });
});
