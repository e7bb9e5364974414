import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The database schema. Ids are text (random UUIDs), times are epoch milliseconds.
 * After a change run `npx drizzle-kit generate --dialect postgresql --schema server/src/db/schema.ts
 * --out server/src/db/migrations` (`npm run db:generate`) and commit the new SQL file.
 */
export const millis = (name: string) => bigint(name, { mode: "number" });
/** A PostgreSQL large object's id (read as a number). */
const largeObject = customType<{ data: number; driverData: number | string }>({
  dataType: () => "oid",
  fromDriver: (value) => Number(value),
});
export const timestamps = {
  createdAt: millis("created_at").notNull(),
  updatedAt: millis("updated_at").notNull(),
};

/**
 * A table's searched columns, lower-cased and joined by a unit separator (chr 31), stored: the list
 * keyword is one `search_text LIKE '%keyword%'` (lib/list-filters.ts keywordSearch), several times
 * cheaper per row than an ILIKE per column, and served by one GIN trigram index (pg_trgm) for
 * keywords of three or more characters.
 */
const searchText = (...columns: string[]) =>
  text("search_text")
    .notNull()
    .generatedAlwaysAs(
      sql.raw(`lower(${columns.map((column) => `coalesce("${column}", '')`).join(" || chr(31) || ")})`),
    );

const searchTextIndex = (table: string, column: ExtraConfigColumn) =>
  index(`${table}_search_text_trgm_idx`).using("gin", column.op("gin_trgm_ops"));

/**
 * The distinct 1- and 2-character substrings of a table's searched columns (short_grams, migration
 * 0006), stored and GIN-indexed: a keyword too short for pg_trgm is still found through an index.
 */
const searchGrams = (...columns: string[]) =>
  text("search_grams")
    .array()
    .notNull()
    .generatedAlwaysAs(sql.raw(columns.map((column) => `short_grams("${column}")`).join(" || ")));

const searchGramsIndex = (table: string, column: ExtraConfigColumn) =>
  index(`${table}_search_grams_idx`).using("gin", column);

/** The stored search columns of a table searched by `columns` (lib/list-filters.ts keywordSearch). */
export const searchColumns = (...columns: string[]) => ({
  searchText: searchText(...columns),
  searchGrams: searchGrams(...columns),
});

/** Their indexes. */
export const searchIndexes = (
  table: string,
  t: { searchText: ExtraConfigColumn; searchGrams: ExtraConfigColumn },
) => [searchTextIndex(table, t.searchText), searchGramsIndex(table, t.searchGrams)];

export const departments = pgTable(
  "departments",
  {
    id: text("id").primaryKey(),
    parentId: text("parent_id").notNull().default("0"),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("departments_parent_idx").on(t.parentId, t.sort),
    // A subtree (lib/subtree.ts) walks down by parent to the children's ids: from the index alone.
    index("departments_parent_id_idx").on(t.parentId, t.id),
    uniqueIndex("departments_sibling_name_idx").on(t.parentId, sql`lower(${t.name})`),
  ],
);

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    account: text("account").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    deptId: text("dept_id").references(() => departments.id, { onDelete: "set null" }),
    email: text("email"),
    phone: text("phone"),
    landline: text("landline"),
    address: text("address"),
    sex: text("sex"),
    enabled: boolean("enabled").notNull().default(true),
    ...searchColumns("name", "account"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_account_idx").on(sql`lower(${t.account})`),
    index("users_dept_idx").on(t.deptId),
    // One per list sort (people/user-query.ts USER_SORTS), id breaking ties; migrations 0020,
    // 0021 and 0024 add the columns the list's filters read as INCLUDE columns (drizzle cannot
    // declare them): department, enabled and search text.
    index("users_name_idx").on(t.name, t.id),
    index("users_account_sort_idx").on(t.account, t.id),
    index("users_created_idx").on(t.createdAt, t.id),
    ...searchIndexes("users", t),
  ],
);

/**
 * The users' search text as postings in name order: for each user, every distinct 3-character
 * substring of each searched column (search_trigrams, migration 0026), with the user's name. A
 * keyword's matches all hold each of its 3-grams, so the postings of its rarest gram, walked by
 * key, are a superset of them in the list's name order (people/user-grams.ts). Written only by
 * the triggers on users (migration 0026), which every write path goes through. No foreign key: its
 * check per posting made adding 10 000 users take 1.6 s instead of 0.9 s (a trigger follows deletes).
 * A migration that changes what search_text holds must rebuild them: an ALTER fires no trigger.
 */
export const userGramPostings = pgTable(
  "user_gram_postings",
  {
    gram: text("gram").notNull(),
    name: text("name").notNull(),
    userId: text("user_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gram, t.name, t.userId] })],
);

export const roleGroups = pgTable(
  "role_groups",
  {
    id: text("id").primaryKey(),
    parentId: text("parent_id").notNull().default("0"),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("role_groups_sibling_name_idx").on(t.parentId, sql`lower(${t.name})`)],
);

export const roles = pgTable(
  "roles",
  {
    id: text("id").primaryKey(),
    groupId: text("group_id").references(() => roleGroups.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    /** Its holders may give the roles of its group and of every group below it (#contract/rules/role-tree). */
    manager: boolean("manager").notNull().default(false),
    /** Its holders are users of type SYSTEM. */
    system: boolean("system").notNull().default(false),
    sort: integer("sort").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("roles_group_idx").on(t.groupId), uniqueIndex("roles_name_idx").on(sql`lower(${t.name})`)],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: text("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permission: text("permission").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: text("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index("user_roles_role_idx").on(t.roleId)],
);

/**
 * Data authority by organisation (#contract/authority): the departments a role or a user covers,
 * each with every department below it.
 */
export const roleDataAuthority = pgTable(
  "role_data_authority",
  {
    roleId: text("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    deptId: text("dept_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] }), index("role_data_authority_dept_idx").on(t.deptId)],
);

export const userDataAuthority = pgTable(
  "user_data_authority",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deptId: text("dept_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deptId] }), index("user_data_authority_dept_idx").on(t.deptId)],
);

/** Server-side sessions; the id is the SHA-256 of the token, the token itself is never stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: millis("created_at").notNull(),
    expiresAt: millis("expires_at").notNull(),
    endedAt: millis("ended_at"),
    endReason: text("end_reason"),
    userAgent: text("user_agent"),
    address: text("address"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const captchas = pgTable(
  "captchas",
  {
    key: text("key").primaryKey(),
    answerHash: text("answer_hash").notNull(),
    expiresAt: millis("expires_at").notNull(),
  },
  (t) => [index("captchas_expires_idx").on(t.expiresAt)],
);

export const usedNonces = pgTable(
  "used_nonces",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: millis("expires_at").notNull(),
  },
  (t) => [index("used_nonces_expires_idx").on(t.expiresAt)],
);

/**
 * Login attempts counted per window: scope "account" per account and client address, scope
 * "address" per client address across accounts (with account ""). A row is counted up before the
 * password is checked, in one statement, so parallel tries cannot all pass the limit.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    scope: text("scope").notNull(),
    account: text("account").notNull(),
    address: text("address").notNull(),
    attempts: integer("attempts").notNull(),
    windowStart: millis("window_start").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.account, t.address] }),
    index("login_attempts_window_idx").on(t.windowStart),
  ],
);

/** Fixed-window request counters (lib/rate-limits.ts), shared by every server instance. */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    bucket: text("bucket").notNull(),
    subject: text("subject").notNull(),
    windowStart: millis("window_start").notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.subject] }),
    index("rate_limit_windows_start_idx").on(t.bucket, t.windowStart),
  ],
);

export const systemConfig = pgTable("system_config", {
  key: text("key").primaryKey(),
  value: text("value"),
  updatedAt: millis("updated_at").notNull(),
});

export const productConfig = pgTable("product_config", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: millis("updated_at").notNull(),
});

export const rsaKeys = pgTable("rsa_keys", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: millis("created_at").notNull(),
});

export const appVersions = pgTable(
  "app_versions",
  {
    id: text("id").primaryKey(),
    platform: text("platform", { enum: ["WINDOWS", "MAC", "LINUX"] }).notNull(),
    version: text("version").notNull(),
    fileName: text("file_name").notNull(),
    size: millis("size").notNull(),
    releaseNotes: text("release_notes"),
    fileId: text("file_id"),
    downloadUrl: text("download_url"),
    /** Set for an uploaded package: its SHA-256, checked on every download. */
    sha256: text("sha256"),
    /** The large object holding an uploaded package; null for one still in a DATA_DIR/packages. */
    blobOid: largeObject("blob_oid"),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [
    index("app_versions_platform_idx").on(t.platform, t.createdAt),
    uniqueIndex("app_versions_platform_version_idx").on(t.platform, t.version),
  ],
);
