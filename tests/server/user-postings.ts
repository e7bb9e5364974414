import type { Db } from "../../server/src/db/database.ts";
import { userGramPostings, users } from "../../server/src/db/schema.ts";

/** The distinct 3-character substrings, by character, of each column joined in a search text. */
const trigramsOf = (searchText: string): string[] => [
  ...new Set(
    searchText.split("\u001f").flatMap((part) => {
      const chars = [...part];
      return chars.slice(2).map((_, i) => chars.slice(i, i + 3).join(""));
    }),
  ),
];

/** The gram postings the users' search texts call for, and those stored, each as sorted lines. */
export async function postingsOf(db: Db): Promise<{ expected: string[]; stored: string[] }> {
  const people = await db.select({ id: users.id, name: users.name, text: users.searchText }).from(users);
  const expected = people.flatMap((u) => trigramsOf(u.text).map((gram) => `${gram}|${u.name}|${u.id}`));
  const stored = (await db.select().from(userGramPostings)).map((p) => `${p.gram}|${p.name}|${p.userId}`);
  return { expected: expected.sort(), stored: stored.sort() };
}
