import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { userGramPostings, users } from "../db/schema.ts";
import { KeptStatements, PAGE } from "../lib/kept-statements.ts";
import { literal, TRIGRAM_LENGTH } from "../lib/list-filters.ts";
import { indexedOrder, type Sort } from "../lib/list-query.ts";

/**
 * A user page by name with a keyword, walked through the postings of one of the keyword's 3-grams
 * (db/schema.ts userGramPostings) instead of users_name_idx. Every match holds each of the keyword's
 * 3-grams, so a gram's postings, in (name, id) order, hold the matches in the list's order; each is
 * checked against the whole WHERE on its user. The walk passes the users without the gram unread:
 * `用户 01` on the 50 000-user seed read 40 postings for its second page instead of 10 032 entries.
 */

/** Keywords whose gram is remembered, per database handle: a choice of plan, not an answer. */
const CHOICES_KEPT = 256;

/**
 * Past this row of the list, the plain walk: each posting costs a probe of its user (~25 entries of
 * the plain walk), and a deep page reads many even when all match (`用户 01` from row 4 981: 11.7 ms
 * against 1.6 ms; from row 481: 0.9 ms against 1.2 ms).
 */
export const POSTING_WALK_ROWS = 500;

const choices = new WeakMap<object, KeptStatements>();

function choicesOf(db: Db): KeptStatements {
  let kept = choices.get(db);
  if (!kept) {
    kept = new KeptStatements(CHOICES_KEPT);
    choices.set(db, kept);
  }
  return kept;
}

/**
 * The keyword's 3-gram with the fewest postings, once per keyword, or null: a keyword too short, or
 * one whose every gram more than half the users hold, whose postings would skip few users at a
 * probe each. The grams are PostgreSQL's, of the keyword lower-cased as the LIKE lower-cases it.
 */
export function postingGram(db: Db, keyword: string | undefined): Promise<string | null> {
  const text = keyword?.trim();
  if (!text || [...text].length < TRIGRAM_LENGTH) return Promise.resolve(null);
  const kept = choicesOf(db);
  return kept.get(text, () => {
    const choice = rarestGram(db, text);
    choice.catch(() => kept.delete(text));
    return choice;
  });
}

/**
 * Grams are counted up to this first, as most keywords hold one this rare: counting every gram up to
 * half the users took 15–43 ms for a long keyword (50 000 users), this 3–4 ms.
 */
const FEW_POSTINGS = 1000;

async function rarestGram(db: Db, text: string): Promise<string | null> {
  const counted = await db.execute(sql`select count(*)::int / 2 as half from ${users}`);
  const [{ half }] = (counted as unknown as { rows: { half: number }[] }).rows;
  const cap = Math.min(FEW_POSTINGS, half + 1);
  let rarest = await fewestPostings(db, text, cap);
  if (rarest && rarest.postings === cap && cap <= half) rarest = await fewestPostings(db, text, half + 1);
  return rarest && rarest.postings <= half ? rarest.gram : null;
}

/** The keyword's gram with the fewest postings, each gram's counted up to `cap`. */
async function fewestPostings(db: Db, text: string, cap: number) {
  const counted = await db.execute(sql`
    select grams.gram, (
      select count(*)::int from (
        select 1 from ${userGramPostings} where ${userGramPostings.gram} = grams.gram limit ${cap}
      ) as postings
    ) as postings
    from unnest(search_trigrams(lower(${text}))) as grams(gram)
    order by postings, gram
    limit 1`);
  const [rarest] = (counted as unknown as { rows: { gram: string; postings: number }[] }).rows;
  return rarest;
}

/** The page's ids from the postings of `gram`, in the order of `sort` (the name's). */
export function postingWalk(db: Db, gram: string, sort: Sort, where: SQL | undefined) {
  const byName = { column: userGramPostings.name, descending: sort.descending };
  return db
    .select({ id: users.id })
    .from(userGramPostings)
    .innerJoin(users, eq(users.id, userGramPostings.userId))
    .where(and(sql`${userGramPostings.gram} = ${literal(gram)}`, where))
    .orderBy(...indexedOrder(byName, userGramPostings.userId))
    .limit(PAGE.limit)
    .offset(PAGE.offset);
}
