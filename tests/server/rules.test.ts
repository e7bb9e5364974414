import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { ListQuery } from "#contract/list";
import { Type } from "#contract/schema";
import { users } from "../../server/src/db/schema.ts";
import { langOf, t } from "../../server/src/i18n.ts";
import { likePattern, limitOffset, orderBy } from "../../server/src/lib/list-query.ts";
import { hashPassword, passwordRuleViolation, verifyPassword } from "../../server/src/lib/passwords.ts";
import { DataDirLockedError, lockDataDir } from "../../server/src/lock.ts";

describe("password rule", () => {
  it.each([
    ["Abcdef1!", "alice", null],
    ["abcdef12!", "alice", null],
    ["ABCDEF12", "alice", "password.classes"],
    ["abcdefgh", "alice", "password.classes"],
    ["Ab1!", "alice", "password.length"],
    [`Ab1!${"x".repeat(29)}`, "alice", "password.length"],
    ["Alice#2024", "alice", "password.containsAccount"],
    ["xxALICE#24", "alice", "password.containsAccount"],
    ["密码Ab12345", "bob", null],
  ])("%s for account %s -> %s", (password, account, expected) => {
    expect(passwordRuleViolation(password, account)).toBe(expected);
  });
});

describe("password hashing", () => {
  it("salts, verifies and refuses", async () => {
    const [a, b] = await Promise.all([hashPassword("Same#Pass1"), hashPassword("Same#Pass1")]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("Same#Pass1", a)).toBe(true);
    expect(await verifyPassword("Same#Pass2", a)).toBe(false);
    expect(await verifyPassword("Same#Pass1", null)).toBe(false);
    expect(await verifyPassword("Same#Pass1", "garbage")).toBe(false);
  });
});

describe("list query helpers", () => {
  it("has the page/size/sort/keyword schema with defaults and limits", () => {
    const schema = ListQuery({ status: Type.String() }) as unknown as { properties: Record<string, object> };
    expect(schema.properties.page).toMatchObject({ minimum: 1, default: 1 });
    expect(schema.properties.size).toMatchObject({ maximum: 500, default: 20 });
    expect(schema.properties).toHaveProperty("status");
    expect(limitOffset({ page: 3, size: 20 })).toEqual({ limit: 20, offset: 40 });
  });

  it("sorts only by allowed fields", () => {
    expect(orderBy({ sort: "account,desc" }, { account: users.account }, [])).toHaveLength(1);
    expect(orderBy({}, { account: users.account }, [eq(users.id, "x")])).toHaveLength(1);
    expect(() => orderBy({ sort: "passwordHash,asc" }, { account: users.account }, [])).toThrow();
  });

  it("escapes LIKE wildcards", () => {
    expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});

describe("i18n", () => {
  it.each([
    [undefined, "zh-CN"],
    ["en-US", "en-US"],
    ["en", "en-US"],
    ["zh-CN", "zh-CN"],
    ["fr-FR", "zh-CN"],
  ])("language header %s -> %s", (header, lang) => {
    expect(langOf(header)).toBe(lang);
  });

  it("interpolates parameters", () => {
    expect(t("en-US", "validation.maxLength", { limit: 40 })).toBe("must be at most 40 characters");
    expect(t("zh-CN", "auth.tooManyFailures", { minutes: 3 })).toBe("登录失败次数过多，请在 3 分钟后重试");
  });
});

describe("data directory lock", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "lock-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("locks, refuses a second holder while the owner lives, and releases", () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, "utf8")).toBe(String(process.pid));
    writeFileSync(lock.file, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
    writeFileSync(lock.file, String(process.pid));
    lock.release();
    lockDataDir(dir).release();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    writeFileSync(path.join(dir, "server.lock"), "999999999");
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, "utf8")).toBe(String(process.pid));
    lock.release();
  });
});
