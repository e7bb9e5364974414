import { inject } from "vitest";
import { KEYWORD_STATEMENTS_PER_CONNECTION, PreparingClient } from "../../server/src/db/preparing-client.ts";

/** The pool's connection (db/preparing-client.ts): which statements it prepares, and how many keyword ones it keeps. */
let client: PreparingClient;
beforeAll(async () => {
  client = new PreparingClient(inject("testPostgres").admin);
  await client.connect();
});
afterAll(() => client.end());

const prepared = async () =>
  (await client.query("select name, statement from pg_prepared_statements")).rows as {
    name: string;
    statement: string;
  }[];
const keywordSelect = (n: number) =>
  client.query({ text: `select $1::int + ${n} as n where 'x${n}' like lower('%x${n}%')`, values: [1] });

describe("PreparingClient", () => {
  it("prepares parameterised statements and keyword literals, and leaves keyword parameters unnamed", async () => {
    await client.query({ text: "select $1::int as n", values: [1] });
    await client.query({ text: "select 1 as n where 'abc' like lower($1)", values: ["%b%"] });
    await keywordSelect(0);
    const texts = (await prepared()).map((row) => row.statement);
    expect(texts).toContain("select $1::int as n");
    expect(texts.some((text) => text.includes("like lower($1)"))).toBe(false);
    expect(texts.some((text) => text.includes("like lower('%x0%')"))).toBe(true);
  });

  it("keeps the most recent keyword statements and prepares a dropped one again when it returns", async () => {
    const total = KEYWORD_STATEMENTS_PER_CONNECTION + 10;
    for (let n = 1; n <= total; n++) expect((await keywordSelect(n)).rows[0]).toEqual({ n: n + 1 });
    const keyword = (await prepared()).filter((row) => row.statement.includes("like lower('%x"));
    expect(keyword).toHaveLength(KEYWORD_STATEMENTS_PER_CONNECTION);
    expect(keyword.some((row) => row.statement.includes(`'%x${total}%'`))).toBe(true);
    expect(keyword.some((row) => row.statement.includes("'%x1%'"))).toBe(false);
    expect((await keywordSelect(1)).rows[0]).toEqual({ n: 2 });
    expect((await prepared()).filter((row) => row.statement.includes("like lower('%x"))).toHaveLength(
      KEYWORD_STATEMENTS_PER_CONNECTION,
    );
  });

  it("never drops a statement still waiting for its answer", async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 * KEYWORD_STATEMENTS_PER_CONNECTION }, (_, i) => keywordSelect(i % 80)),
    );
    expect(answers.map((answer) => answer.rows[0].n)).toEqual(answers.map((_, i) => (i % 80) + 1));
  });
});
