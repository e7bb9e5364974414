import { createHash } from "node:crypto";
import pg from "pg";

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/** A keyword passed as a parameter (`like $1`, `ilike lower($2)`): each call gets its own plan. */
const KEYWORD_PARAMETER = /\bi?like\s+(lower\()?\$\d/i;
/** A keyword written in as a literal (lib/list-filters.ts keywordSearch): one statement per keyword. */
const KEYWORD_LITERAL = /\blike\s+lower\(E?'/i;

/**
 * Statements marked with OWN_PLAN: how many rows they read depends on the values (a generic plan of a
 * year's room bars read every room's rows: 11 ms became 96 ms at the sixth call), so each gets its own
 * plan too. The others keep their plan: planning a report's statement again costs more than it runs.
 */
export const OWN_PLAN = "/* planned for its values */";
const OWN_PLAN_MARK = /\/\* planned for its values \*\//;

/** Keyword statements kept prepared per connection; past this, the least recently used is dropped. */
export const KEYWORD_STATEMENTS_PER_CONNECTION = 64;

/** What node-postgres keeps of the statements a connection has prepared (no public API forgets one). */
interface PreparedRecords {
  parsedStatements: Record<string, string>;
}

/**
 * A connection that sends every parameterised data statement as a named prepared statement, named
 * by its text: PostgreSQL parses and plans it once per connection instead of on every call (an
 * unnamed statement cost 0.5–2 ms of parsing and planning, more than most lists take to run).
 * Statements without parameters (DDL, migrations) stay unnamed, and so do keyword parameters and
 * the statements marked OWN_PLAN: a named statement may be given one generic plan after five runs,
 * and for `LIKE '%1%'` (most rows) and `LIKE '%a%'` (a few) no single plan is good, nor for the
 * candidates of a top list; unnamed, each is planned for its own values. A keyword written in as a
 * literal is planned for itself, so it is prepared too; as keywords are many, a connection keeps the
 * most recently used KEYWORD_STATEMENTS_PER_CONNECTION of them and deallocates the others.
 */
export class PreparingClient extends pg.Client {
  /** Keyword statements prepared on this connection, least recently used first. */
  private readonly keywordStatements = new Set<string>();
  /** Keyword statements sent and not yet answered, by name: one of them must not be deallocated. */
  private readonly pending = new Map<string, number>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query is heavily overloaded; the arguments pass through
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config !== "object" || config === null || config.name || typeof config.text !== "string") {
      return super.query(config, values, callback);
    }
    const params = config.values ?? (Array.isArray(values) ? values : undefined);
    const text: string = config.text;
    if (
      !(params?.length > 0) ||
      !DATA_STATEMENT.test(text) ||
      KEYWORD_PARAMETER.test(text) ||
      OWN_PLAN_MARK.test(text)
    ) {
      return super.query(config, values, callback);
    }
    const name = `q${createHash("sha1").update(text).digest("base64url")}`;
    if (!KEYWORD_LITERAL.test(text)) return super.query({ ...config, name }, values, callback);
    this.keepKeywordStatement(name);
    this.pending.set(name, (this.pending.get(name) ?? 0) + 1);
    const settle = () => {
      const left = (this.pending.get(name) ?? 1) - 1;
      if (left > 0) this.pending.set(name, left);
      else this.pending.delete(name);
    };
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const send: (...args: any[]) => any = super.query.bind(this);
    if (typeof callback === "function") {
      return send({ ...config, name }, values, (error: unknown, result: unknown) => {
        settle();
        callback(error, result);
      });
    }
    const answer = send({ ...config, name }, values);
    if (answer && typeof answer.then === "function") answer.then(settle, settle);
    return answer;
  }

  /** Marks `name` the most recently used keyword statement; deallocates the oldest past the bound. */
  private keepKeywordStatement(name: string): void {
    this.keywordStatements.delete(name);
    this.keywordStatements.add(name);
    if (this.keywordStatements.size <= KEYWORD_STATEMENTS_PER_CONNECTION) return;
    for (const oldest of this.keywordStatements) {
      if (this.pending.has(oldest)) continue;
      this.keywordStatements.delete(oldest);
      const records = (this as unknown as { connection: PreparedRecords }).connection;
      if (records.parsedStatements[oldest] === undefined) return;
      // Forgotten first: a later call of the same text, queued behind the DEALLOCATE, prepares it again.
      delete records.parsedStatements[oldest];
      super.query(`deallocate "${oldest}"`).catch(() => undefined);
      return;
    }
  }
}
