import path from "node:path";
import { fileURLToPath } from "node:url";
import { APP_PACKAGE_MAX_BYTES } from "#contract/limits";

/** Server settings, read once from the environment (DESIGN.md §5). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  product: string;
  nodeEnv: string;
  production: boolean;
  captchaFixed: string | null;
  adminPassword: string | null;
  logLevel: string;
  staticDir: string;
  trustProxy: boolean;
  /** The MCU simulator's seed (SIMULATOR_SEED); null: its built-in seed. */
  simulatorSeed: number | null;
  /** Seals stored secrets (the LDAP bind password); else a key file made in DATA_DIR (lib/secret-box.ts). */
  secretKey: string | null;
  /** The largest desktop-client package an upload may carry (PACKAGE_MAX_MB, default 1024). */
  packageMaxBytes: number;
  /** How much V8's old generation may grow between major collections (HEAP_GROWTH_PERCENT); 0: V8's own. */
  heapGrowthPercent: number;
}

export class ConfigError extends Error {}

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseSeed(raw: string | undefined): number | null {
  if (raw === undefined || raw === "") return null;
  const seed = Number(raw);
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 32 - 1) {
    throw new ConfigError(`SIMULATOR_SEED must be an integer between 0 and 4294967295, got "${raw}"`);
  }
  return seed;
}

function optional(raw: string | undefined): string | null {
  return raw === undefined || raw === "" ? null : raw;
}

function parsePackageMax(raw: string | undefined): number {
  if (raw === undefined || raw === "") return APP_PACKAGE_MAX_BYTES;
  const megabytes = Number(raw);
  if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 16 * 1024) {
    throw new ConfigError(`PACKAGE_MAX_MB must be an integer between 1 and 16384, got "${raw}"`);
  }
  return megabytes * 1024 * 1024;
}

function parseHeapGrowth(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 50;
  const percent = Number(raw);
  if (!Number.isInteger(percent) || percent < 0 || percent > 400) {
    throw new ConfigError(`HEAP_GROWTH_PERCENT must be an integer between 0 and 400, got "${raw}"`);
  }
  return percent;
}

/** Rules that hold whatever the source of the values (environment or test overrides). */
export function validateConfig(config: Config): Config {
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(config.product)) {
    throw new ConfigError(`PRODUCT must match ^[a-z][a-z0-9-]{0,31}$, got "${config.product}"`);
  }
  if (config.captchaFixed !== null) {
    if (config.production) {
      throw new ConfigError("CAPTCHA_FIXED is refused when NODE_ENV=production: captchas must stay real");
    }
    if (!/^[A-Za-z0-9]{1,8}$/.test(config.captchaFixed)) {
      throw new ConfigError("CAPTCHA_FIXED must be 1 to 8 letters or digits");
    }
  }
  if (!LOG_LEVELS.includes(config.logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`);
  }
  if (config.secretKey !== null && config.secretKey.length < 32) {
    throw new ConfigError("SECRET_KEY must be at least 32 characters (for example: openssl rand -base64 32)");
  }
  return config;
}

/** Reads the configuration from an environment map; throws ConfigError with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? "development";
  const production = nodeEnv === "production";
  return validateConfig({
    port: parsePort(env.PORT),
    host: env.HOST || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: optional(env.DATABASE_URL),
    product: env.PRODUCT || "meeting",
    nodeEnv,
    production,
    captchaFixed: optional(env.CAPTCHA_FIXED),
    adminPassword: optional(env.ADMIN_PASSWORD),
    logLevel: env.LOG_LEVEL || "info",
    staticDir: path.resolve(env.STATIC_DIR || path.join(repoRoot, "dist")),
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    simulatorSeed: parseSeed(env.SIMULATOR_SEED),
    secretKey: optional(env.SECRET_KEY),
    packageMaxBytes: parsePackageMax(env.PACKAGE_MAX_MB),
    heapGrowthPercent: parseHeapGrowth(env.HEAP_GROWTH_PERCENT),
  });
}

/** Test and embedding entry: defaults (no environment) with overrides, validated again. */
export function configWith(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: overrides.nodeEnv ?? "test" });
  const merged = { ...base, ...overrides };
  merged.production = overrides.production ?? merged.nodeEnv === "production";
  return validateConfig(merged);
}
