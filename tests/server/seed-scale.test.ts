import { sql } from "drizzle-orm";
import { departments, users } from "../../server/src/db/schema.ts";
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
      expect(again).toEqual({
        rooms: 200,
        terminals: 300,
        addedRooms: 0,
        addedTerminals: 0,
        addedDepartments: 0,
        addedUsers: 0,
      });
      const more = await seedScale(db, { rooms: 150, terminals: 1500 });
      expect(more).toMatchObject({ rooms: 200, terminals: 1500, addedRooms: 0, addedTerminals: 1200 });
    } finally {
      await database.close();
    }
  });

  it("adds departments in branches under the first top department and users over them, once", async () => {
    const database = await freshDatabase();
    try {
      const db = database.db;
      const first = await seedScale(db, { rooms: 0, terminals: 0, departments: 120, users: 300 });
      const [{ depts }] = await db.select({ depts: sql<number>`count(*)::int` }).from(departments);
      const [{ people }] = await db.select({ people: sql<number>`count(*)::int` }).from(users);
      expect(depts).toBe(120);
      expect(people).toBe(300);
      expect(first.addedDepartments).toBeGreaterThan(100);
      const [{ branches }] = await db
        .select({ branches: sql<number>`count(*)::int` })
        .from(departments)
        .where(sql`${departments.name} like '规模分部%'`);
      expect(branches).toBe(Math.ceil(first.addedDepartments / 50));
      const [{ placed }] = await db
        .select({ placed: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`${users.account} like 'scale%' and ${users.deptId} is not null`);
      expect(placed).toBe(first.addedUsers);
      const again = await seedScale(db, { rooms: 0, terminals: 0, departments: 120, users: 300 });
      expect(again).toMatchObject({ addedDepartments: 0, addedUsers: 0 });
      const more = await seedScale(db, { rooms: 0, terminals: 0, departments: 180, users: 300 });
      expect(more.addedDepartments).toBe(60);
      const [{ names }] = await db
        .select({
          names: sql<number>`count(distinct (${departments.parentId}, lower(${departments.name})))::int`,
        })
        .from(departments);
      expect(names).toBe(180);
    } finally {
      await database.close();
    }
  });
});
