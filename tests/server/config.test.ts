import { sql } from "drizzle-orm";
import { buildApp } from "../../server/src/app.ts";
import { ConfigError, configWith, loadConfig } from "../../server/src/config.ts";
import { SeedError } from "../../server/src/db/seed.ts";
import { call, envelopeOf, freshDatabase, loginAs, tryLogin } from "./helpers.ts";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: null,
      product: "meeting",
      nodeEnv: "development",
      production: false,
      captchaFixed: null,
      adminPassword: null,
      logLevel: "info",
      heapGrowthPercent: 50,
    });
    expect(config.dataDir).toMatch(/[/\\\\]data$/);
    expect(config.staticDir).toMatch(/[/\\\\]dist$/);
  });

  it("reads the environment", () => {
    const config = loadConfig({
      PORT: "9000",
      PRODUCT: "video",
      DATABASE_URL: "postgres://x/y",
      SECRET_KEY: "k".repeat(32),
      CAPTCHA_FIXED: "1234",
      HEAP_GROWTH_PERCENT: "0",
      METRICS_TOKEN: "t".repeat(16),
      HSTS: "1",
    });
    expect(config).toMatchObject({
      heapGrowthPercent: 0,
      port: 9000,
      product: "video",
      databaseUrl: "postgres://x/y",
      captchaFixed: "1234",
      metricsToken: "t".repeat(16),
      hsts: true,
    });
    expect(loadConfig({})).toMatchObject({ metricsToken: null, hsts: false });
  });

  it("refuses DATABASE_URL without SECRET_KEY, saying what to do; the embedded database keeps its key file", () => {
    const shared = () => loadConfig({ DATABASE_URL: "postgres://x/y" });
    expect(shared).toThrow(ConfigError);
    expect(shared).toThrow(/SECRET_KEY is required with DATABASE_URL.*same SECRET_KEY.*on every instance/);
    expect(() => configWith({ databaseUrl: "postgres://x/y" })).toThrow(/SECRET_KEY is required/);
    expect(loadConfig({}).secretKey).toBeNull();
  });

  it.each([
    [{ NODE_ENV: "production", CAPTCHA_FIXED: "1234" }, /CAPTCHA_FIXED is refused when NODE_ENV=production/],
    [{ PORT: "eighty" }, /PORT must be an integer/],
    [{ PRODUCT: "Bad Segment" }, /PRODUCT must match/],
    [{ CAPTCHA_FIXED: "12 34" }, /CAPTCHA_FIXED must be/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
    [{ HEAP_GROWTH_PERCENT: "-1" }, /HEAP_GROWTH_PERCENT must be an integer between 0 and 400/],
    [{ HEAP_GROWTH_PERCENT: "1.5" }, /HEAP_GROWTH_PERCENT must be an integer between 0 and 400/],
    [{ METRICS_TOKEN: "short" }, /METRICS_TOKEN must be at least 16 characters/],
  ])("refuses %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("refuses CAPTCHA_FIXED in production also through overrides", () => {
    expect(() => configWith({ nodeEnv: "production", captchaFixed: "1234" })).toThrow(ConfigError);
  });
});

describe("production first start", () => {
  it("requires ADMIN_PASSWORD on an empty database, then seeds the admin account only", async () => {
    const database = await freshDatabase();
    // An empty database: the seeded template with its organisation, roles and accounts removed.
    await database.db.execute(sql`TRUNCATE users, roles, role_groups, departments CASCADE`);
    try {
      const production = { nodeEnv: "production", staticDir: "/nonexistent" };
      await expect(buildApp({ db: database, config: production })).rejects.toThrow(SeedError);
      await expect(
        buildApp({ db: database, config: { ...production, adminPassword: "short" } }),
      ).rejects.toThrow(/ADMIN_PASSWORD must be/);
      const app = await buildApp({ db: database, config: { ...production, adminPassword: "Str0ng#Secret" } });
      // No demo organisation or accounts in production: the admin account only.
      const accounts = await database.db.query.users.findMany({ columns: { account: true } });
      expect(accounts).toEqual([{ account: "admin" }]);
      expect((await database.db.query.departments.findMany()).length).toBe(0);
      await app.close();
      // Seeding is once: a later start (here in demo mode, to log in with a fixed captcha) adds nothing.
      const demo = await buildApp({
        db: database,
        config: { captchaFixed: "1234", staticDir: "/nonexistent" },
      });
      expect((await database.db.query.users.findMany()).length).toBe(1);
      const { user } = await loginAs(demo, "admin", "Str0ng#Secret");
      expect(user.type).toBe("SYSTEM");
      expect(envelopeOf(await tryLogin(demo, "admin", "Admin@123")).status).toBe(400);
      expect((await call(demo, "GET", "/api/v1/login/type")).statusCode).toBe(200);
      await demo.close();
    } finally {
      await database.close();
    }
  });
});
