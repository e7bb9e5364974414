import { sql } from "drizzle-orm";
import { rooms, terminals } from "../../server/src/db/schema-devices.ts";
import { seedScale } from "../../server/src/db/seed-scale.ts";
import { freshDatabase } from "./helpers.ts";

/** The benchmark seed tops rooms and terminals up to the requested totals, once. */
describe("seed-scale", () => {
  it("adds rooms and terminals up to the totals, binds terminals to free rooms, and is idempotent", async () => {
    const database = await freshDatabase();
    try {
      const db = database.db;
      const first = await seedScale(db, { rooms: 200, terminals: 300 });
      expect(first.rooms).toBe(200);
      expect(first.terminals).toBe(300);
      expect(first.addedRooms).toBeGreaterThan(100);
      const [{ bound, distinct }] = await db
        .select({
          bound: sql<number>`count(${terminals.roomId})::int`,
          distinct: sql<number>`count(distinct ${terminals.roomId})::int`,
        })
        .from(terminals);
      expect(bound).toBe(distinct);
      expect(bound).toBe(200);
      const [{ placed }] = await db
        .select({ placed: sql<number>`count(*)::int` })
        .from(rooms)
        .where(sql`${rooms.locationId} is not null and ${rooms.deptId} is not null`);
      expect(placed).toBeGreaterThan(150);

      const again = await seedScale(db, { rooms: 200, terminals: 300 });
      expect(again).toEqual({ rooms: 200, terminals: 300, addedRooms: 0, addedTerminals: 0 });
      const more = await seedScale(db, { rooms: 150, terminals: 1500 });
      expect(more).toMatchObject({ rooms: 200, terminals: 1500, addedRooms: 0, addedTerminals: 1200 });
    } finally {
      await database.close();
    }
  });
});
