import path from "node:path";
import { APP_PACKAGE_MAX_BYTES } from "#contract/limits/settings";
import { appRoot } from "./app-root.ts";
import { ed25519PublicKey, LicenceKeyError, licencePublicKeyFrom } from "./settings/licences/public-key.ts";

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
  /** The bearer token GET /metrics answers (METRICS_TOKEN); null: no metrics (health/metrics.ts). */
  metricsToken: string | null;
  /** Browsers reach the console over HTTPS only, through a proxy that ends TLS (HSTS=1): send HSTS. */
  hsts: boolean;
  /** The console's address as people reach it (PUBLIC_URL); invitations link `<it>/join/<number>`. */
  publicUrl: string | null;
  /** The Ed25519 public key (PEM) licences are verified with (settings/licences/public-key.ts). */
  licencePublicKey: string;
}

export class ConfigError extends Error {}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** An integer setting within [min, max]; null when unset. */
function integerIn(name: string, raw: string | undefined, min: number, max: number): number | null {
  if (raw === undefined || raw === "") return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function optional(raw: string | undefined): string | null {
  return raw === undefined || raw === "" ? null : raw;
}

const switchOn = (raw: string | undefined): boolean => raw === "true" || raw === "1";

function packageMaxBytes(raw: string | undefined): number {
  const megabytes = integerIn("PACKAGE_MAX_MB", raw, 1, 16 * 1024);
  return megabytes === null ? APP_PACKAGE_MAX_BYTES : megabytes * 1024 * 1024;
}

function publicUrl(raw: string | undefined): string | null {
  const value = optional(raw);
  if (value === null) return null;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address, got "${value}"`);
  }
  return value.replace(/\/+$/, "");
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
  if (config.databaseUrl !== null && config.secretKey === null) {
    throw new ConfigError(
      "SECRET_KEY is required with DATABASE_URL: every instance on that database must seal and open stored " +
        "secrets with the same key. Set the same SECRET_KEY (at least 32 characters, for example: " +
        "openssl rand -base64 32) on every instance, and keep it: secrets sealed under another key cannot be read.",
    );
  }
  if (config.metricsToken !== null && config.metricsToken.length < 16) {
    throw new ConfigError("METRICS_TOKEN must be at least 16 characters (for example: openssl rand -hex 24)");
  }
  licenceKey(() => ed25519PublicKey(config.licencePublicKey, "The licence public key"));
  return config;
}

function licenceKey(read: () => string): string {
  try {
    return read();
  } catch (error) {
    throw error instanceof LicenceKeyError ? new ConfigError(error.message) : error;
  }
}

/** Reads the configuration from an environment map; throws ConfigError with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? "development";
  const production = nodeEnv === "production";
  return validateConfig({
    port: integerIn("PORT", env.PORT, 0, 65535) ?? 8080,
    host: env.HOST || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: optional(env.DATABASE_URL),
    product: env.PRODUCT || "meeting",
    nodeEnv,
    production,
    captchaFixed: optional(env.CAPTCHA_FIXED),
    adminPassword: optional(env.ADMIN_PASSWORD),
    logLevel: env.LOG_LEVEL || "info",
    staticDir: path.resolve(env.STATIC_DIR || path.join(appRoot(), "dist")),
    trustProxy: switchOn(env.TRUST_PROXY),
    simulatorSeed: integerIn("SIMULATOR_SEED", env.SIMULATOR_SEED, 0, 2 ** 32 - 1),
    secretKey: optional(env.SECRET_KEY),
    packageMaxBytes: packageMaxBytes(env.PACKAGE_MAX_MB),
    heapGrowthPercent: integerIn("HEAP_GROWTH_PERCENT", env.HEAP_GROWTH_PERCENT, 0, 400) ?? 50,
    metricsToken: optional(env.METRICS_TOKEN),
    hsts: switchOn(env.HSTS),
    publicUrl: publicUrl(env.PUBLIC_URL),
    licencePublicKey: licenceKey(() => licencePublicKeyFrom(env)),
  });
}

/** Test and embedding entry: defaults (no environment) with overrides, validated again. */
export function configWith(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: overrides.nodeEnv ?? "test" });
  const merged = { ...base, ...overrides };
  merged.production = overrides.production ?? merged.nodeEnv === "production";
  return validateConfig(merged);
}
