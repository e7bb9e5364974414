import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

/**
 * List statements kept built. Building a list's select (its columns, joins and order) through
 * drizzle costs a call more CPU than PostgreSQL spends answering it, so each list keeps its
 * statement per order and WHERE (the condition's text and values), with the page as placeholders
 * (PAGE): the same list asked again, at any page, is only executed. Kept per database handle, the
 * least recently used dropped past a bound.
 */
const placeholders = { limit: sql.placeholder("limit"), offset: sql.placeholder("offset") };

/**
 * The page, as one-row subqueries of its placeholders: a plan for the values and a generic plan
 * both take them for a tenth of the rows, so PostgreSQL keeps the generic plan (the same index walk)
 * per connection, where with bare placeholders the generic plan assumed a tenth of the rows, custom
 * plans the page's, and it planned the statement again on every call. drizzle types a limit as a
 * number or a placeholder, and renders any SQL it is given.
 */
export const PAGE = {
  limit: sql`(select ${placeholders.limit}::bigint)` as unknown as Placeholder,
  offset: sql`(select ${placeholders.offset}::bigint)` as unknown as Placeholder,
};

const MAX_KEPT = 500;
const dialect = new PgDialect();

/** A condition's identity: its SQL text and values ("" for none). */
export function conditionKey(condition: SQL | undefined): string {
  if (!condition) return "";
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return `${text}\u0000${JSON.stringify(params, (_key, value) => (typeof value === "bigint" ? `${value}n` : value))}`;
}

export class KeptStatements {
  private readonly statements = new Map<string, unknown>();

  constructor(private readonly max = MAX_KEPT) {}

  /** The statement kept under `key`, built by `build` on first use. */
  get<T>(key: string, build: () => T): T {
    const kept = this.statements.get(key);
    if (kept !== undefined) {
      this.statements.delete(key);
      this.statements.set(key, kept);
      return kept as T;
    }
    const statement = build();
    if (this.statements.size >= this.max) this.statements.delete(this.statements.keys().next().value!);
    this.statements.set(key, statement);
    return statement;
  }

  delete(key: string): void {
    this.statements.delete(key);
  }

  get size(): number {
    return this.statements.size;
  }
}

const kept = new WeakMap<object, KeptStatements>();

/** The kept statements of one database handle (a transaction's handle gets its own). */
export function keptStatementsOf(db: object): KeptStatements {
  let statements = kept.get(db);
  if (!statements) {
    statements = new KeptStatements();
    kept.set(db, statements);
  }
  return statements;
}
