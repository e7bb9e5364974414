import { eq, sql } from "drizzle-orm";
import { userGramPostings, users } from "../../server/src/db/schema.ts";
import { postingGram } from "../../server/src/people/user-grams.ts";
import { freshDatabase } from "./helpers.ts";
import { postingsOf } from "./user-postings.ts";

/** The users' gram postings (db/schema.ts userGramPostings), on databases of their own. */
describe("the users' gram postings", () => {
  it("follow every write to users: bulk inserts, upserts, renames, deletes and truncation", async () => {
    const database = await freshDatabase();
    try {
      const db = database.db;
      const inStep = async () => {
        const { expected, stored } = await postingsOf(db);
        expect(stored).toEqual(expected);
        return stored.length;
      };
      expect(await inStep()).toBeGreaterThan(100);
      const person = (n: number) => ({
        id: `gram-${n}`,
        account: `Gram${n}`,
        name: n % 2 ? `词条 ${n}` : `Ärger ${n}`,
        passwordHash: "x",
        createdAt: n,
        updatedAt: n,
      });
      await db.insert(users).values(Array.from({ length: 40 }, (_, n) => person(n)));
      await inStep();
      await db.execute(sql`insert into users (id, account, name, password_hash, created_at, updated_at)
        values ('gram-new', 'gram41', '新词 41', 'x', 0, 0), ('gram-clash', 'GRAM3', '改名 3', 'x', 0, 0)
        on conflict (lower(account)) do update set name = excluded.name`);
      await inStep();
      const [renamed] = await db.select().from(users).where(eq(users.id, "gram-3"));
      expect(renamed.name).toBe("改名 3");
      await db.update(users).set({ enabled: false }).where(sql`${users.id} like 'gram-1%'`);
      await db
        .update(users)
        .set({ account: sql`${users.account} || 'x'` })
        .where(sql`${users.id} like 'gram-2%'`);
      await db.update(users).set({ name: "同名" }).where(sql`${users.id} in ('gram-4', 'gram-5')`);
      await inStep();
      await db.delete(users).where(sql`${users.id} like 'gram-3%'`);
      await inStep();
      const [gone] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(userGramPostings)
        .where(sql`${userGramPostings.userId} like 'gram-3%'`);
      expect(gone.n).toBe(0);
      await db.execute(sql`TRUNCATE users, roles, role_groups, departments CASCADE`);
      expect(await inStep()).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("are walked from the keyword's rarest gram, counted past the first thousand when every gram has that many", async () => {
    const database = await freshDatabase();
    try {
      const db = database.db;
      // 1 300 users 甲乙丙 n (bulk0000n) and 1 100 丁戊己 n (xbulk0000n): half the users is about 1 210.
      await db.execute(sql`insert into users (id, account, name, password_hash, created_at, updated_at)
        select 'bulk-' || i, case when i <= 1300 then 'bulk' else 'xbulk' end || lpad(i::text, 5, '0'),
          case when i <= 1300 then '甲乙丙 ' else '丁戊己 ' end || i, 'x', i, i
        from generate_series(1, 2400) as i`);
      const rarest = async (keyword: string) => {
        const counted = await db.execute(sql`
          select gram, count(*)::int as n from ${userGramPostings}
          where gram = any(search_trigrams(lower(${keyword}))) group by gram order by n, gram limit 1`);
        return (counted as unknown as { rows: { gram: string; n: number }[] }).rows[0];
      };
      const [{ half }] = (
        (await db.execute(sql`select count(*)::int / 2 as half from users`)) as unknown as {
          rows: { half: number }[];
        }
      ).rows;
      for (const [keyword, postings] of [
        ["丁戊己 2", 401],
        ["丁戊己", 1100],
        ["甲乙丙 12", 111],
        ["丙 1", 412],
        ["xbul", 1100],
      ] as const) {
        expect(await rarest(keyword)).toEqual({ gram: expect.any(String), n: postings });
        expect(await postingGram(db, keyword), keyword).toBe((await rarest(keyword)).gram);
      }
      for (const keyword of ["甲乙丙", "bulk"]) {
        expect((await rarest(keyword)).n).toBeGreaterThan(half);
        expect(await postingGram(db, keyword), keyword).toBeNull();
      }
    } finally {
      await database.close();
    }
  });
});
