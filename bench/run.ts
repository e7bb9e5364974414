// npm run bench [-- --skip-build] [--runs=5] [--only=login-page,current-user-load] [--strict]
// Builds the console and the server (npm run build), starts the compiled server as production does
// (npm run start:prod) on a fresh data directory, runs the figures of figures.ts,
// prints one JSON line per figure (stdout), a table, and the change against the previous results file.
// With BENCH_DATABASE_URL (a PostgreSQL where the bench may create and drop a database), the
// database-bound figures run again with DATABASE_URL, named external_<metric>.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "@playwright/test";
import { launchBrowser } from "./browser";
import { type BuildResult, buildConsole } from "./build";
import { createScratchDatabase } from "./external-database";
import { BENCHES, type Bench, type BenchContext } from "./figures";
import { measureFloor } from "./floor";
import { type LoadResult, login } from "./load";
import {
  type Figure,
  failed,
  formatTable,
  jsonLine,
  loadPrevious,
  type ResultsFile,
  saveResults,
} from "./report";
import { freePort, killStartedServers, runScaleSeed, type ServerHandle, startServer } from "./server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "bench", "results");

const DEFAULT_RUNS = 5;

interface Args {
  skipBuild: boolean;
  runs: number;
  only: string[] | null;
  strict: boolean;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const only = value("only");
  return {
    skipBuild: argv.includes("--skip-build"),
    runs: Math.max(1, Number(value("runs") ?? process.env.BENCH_RUNS ?? DEFAULT_RUNS)),
    only: only ? only.split(",") : null,
    strict: argv.includes("--strict"),
  };
}

const t0 = Date.now();
const log = (msg: string) =>
  process.stderr.write(`[bench +${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}\n`);

function gitRevision(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** Undo steps of what is running (servers, data dirs, scratch databases), last first. */
const undo: Array<() => Promise<void>> = [];

async function cleanup(): Promise<void> {
  for (let step = undo.pop(); step; step = undo.pop()) await step().catch(() => undefined);
  killStartedServers();
}

interface Pass {
  /** Prefix of every metric name of the pass ("" for the default engine). */
  prefix: string;
  /** DATABASE_URL of the server (undefined: the bench's own environment decides). */
  databaseUrl?: string | null;
  benches: Bench[];
}

interface Shared {
  args: Args;
  build: BuildResult | null;
  browser(): Promise<Browser>;
  emit(figure: Figure): void;
}

/** One server on a fresh data directory (and database), the given figures measured on it. */
async function runPass(pass: Pass, shared: Shared): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "meeting-bench-"));
  let server: ServerHandle | null = null;
  let tokenPromise: Promise<string> | null = null;
  let floorPromise: Promise<LoadResult> | null = null;
  const stopServer = async () => {
    await server?.stop();
    server = null;
    tokenPromise = null;
  };
  undo.push(() => rm(dataDir, { recursive: true, force: true }));
  undo.push(stopServer);
  const port = await freePort();
  const start = () => startServer({ root, dataDir, port, databaseUrl: pass.databaseUrl });
  const engine = pass.databaseUrl ? "DATABASE_URL" : `data dir ${dataDir}`;
  try {
    log(`${pass.prefix}starting the server on port ${port}, ${engine}`);
    server = await start();
    log(`server answered after ${server.coldStartMs.toFixed(0)} ms`);

    const ctx: BenchContext = {
      root,
      distDir: path.join(root, "dist"),
      runs: shared.args.runs,
      build: shared.build,
      log,
      server: () => {
        if (!server) throw new Error("server not running");
        return server;
      },
      restartServer: async () => {
        await stopServer();
        server = await start();
        return server;
      },
      crashServer: async (afterKill) => {
        const killed = server;
        if (!killed) throw new Error("server not running");
        process.kill(killed.pid, "SIGKILL");
        await killed.exited;
        server = null;
        await afterKill?.();
        server = await start();
        return server;
      },
      reseed: async (seedArgs) => {
        await stopServer();
        floorPromise = null;
        const ms = await runScaleSeed(root, dataDir, seedArgs, pass.databaseUrl);
        server = await start();
        return ms;
      },
      browser: shared.browser,
      token: () => {
        if (!server) throw new Error("server not running");
        tokenPromise ??= login(server.baseUrl, "admin", "Admin@123", "bench");
        return tokenPromise;
      },
      floor: () => {
        floorPromise ??= measureFloor(root, ctx.server());
        return floorPromise;
      },
    };

    for (const bench of pass.benches) {
      log(`measuring ${pass.prefix}${bench.name}`);
      let out: Figure[];
      try {
        out = await bench.run(ctx);
      } catch (e) {
        log(`${bench.name} failed: ${e instanceof Error ? e.message : String(e)}`);
        out = [failed(`${bench.name}_error`, e)];
      }
      for (const f of out) shared.emit({ ...f, metric: `${pass.prefix}${f.metric}` });
    }
  } finally {
    await undo.pop()?.(); // stopServer
    await undo.pop()?.(); // the data dir
  }
}

/** The same server figures on a fresh database of the PostgreSQL at BENCH_DATABASE_URL. */
async function externalPass(serverUrl: string, benches: Bench[], shared: Shared): Promise<void> {
  log("creating a scratch database at BENCH_DATABASE_URL");
  const scratch = await createScratchDatabase(serverUrl);
  undo.push(scratch.drop);
  try {
    await runPass({ prefix: EXTERNAL_PREFIX, databaseUrl: scratch.url, benches }, shared);
  } finally {
    await undo.pop()?.();
  }
}

const EXTERNAL_PREFIX = "external_";

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const benches = args.only ? BENCHES.filter((b) => args.only?.includes(b.name)) : BENCHES;
  if (args.only && benches.length !== args.only.length) {
    throw new Error(`unknown --only name; known: ${BENCHES.map((b) => b.name).join(", ")}`);
  }

  let build: BuildResult | null = null;
  if (!args.skipBuild) {
    log("building the console (vite build) and the server (esbuild)");
    build = await buildConsole(root);
    execFileSync(process.execPath, [path.join(root, "scripts", "build-server.mjs")], {
      cwd: root,
      stdio: "ignore",
    });
    log(`built in ${(build.ms / 1000).toFixed(1)} s`);
  } else if (
    !existsSync(path.join(root, "dist", "index.html")) ||
    !existsSync(path.join(root, "dist-server", "main.js"))
  ) {
    throw new Error("--skip-build but dist/index.html or dist-server/main.js is missing (npm run build)");
  }

  let browser: Browser | null = null;
  undo.push(async () => {
    await browser?.close();
  });
  const onSignal = (sig: NodeJS.Signals) => {
    log(`${sig}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  const loadBefore = os.loadavg()[0];
  const figures: Figure[] = [];
  let chromiumVersion: string | null = null;
  const shared: Shared = {
    args,
    build,
    browser: async () => {
      if (!browser) {
        browser = await launchBrowser();
        chromiumVersion = browser.version();
      }
      return browser;
    },
    emit: (f) => {
      figures.push(f);
      process.stdout.write(`${jsonLine(f)}\n`);
    },
  };
  try {
    await runPass({ prefix: "", benches }, shared);
    const external = process.env.BENCH_DATABASE_URL;
    const databaseBenches = benches.filter((b) => b.database);
    if (external && databaseBenches.length) await externalPass(external, databaseBenches, shared);
  } catch (e) {
    shared.emit(failed("harness_error", e));
  } finally {
    await cleanup();
  }

  const previous = await loadPrevious(resultsDir);
  const results: ResultsFile = {
    timestamp: new Date().toISOString(),
    meta: {
      git: gitRevision(),
      node: process.version,
      chromium: chromiumVersion,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      runs: args.runs,
      loadAvgBefore: Number(loadBefore.toFixed(2)),
      loadAvgAfter: Number(os.loadavg()[0].toFixed(2)),
      durationS: Math.round((Date.now() - t0) / 1000),
    },
    figures,
  };
  const file = await saveResults(resultsDir, results, args.only !== null || args.runs !== DEFAULT_RUNS);

  const out: string[] = ["", formatTable(figures, previous?.data.figures ?? null)];
  const js = figures.find((f) => f.metric === "login_initial_js_gzip_kb")?.detail;
  if (js) {
    out.push("", "login initial JS, largest contributors (share of pre-minification bytes):");
    for (const [owner, share] of Object.entries((js.owners as Record<string, string> | undefined) ?? {})) {
      out.push(`  ${owner.padEnd(40)} ${share}`);
    }
  }
  const failures = figures.filter((f) => f.ok === false);
  for (const f of failures) out.push(`FAIL ${f.metric}: ${f.value ?? "-"}${f.note ? ` (${f.note})` : ""}`);
  const busiest = Math.max(loadBefore, os.loadavg()[0]);
  if (busiest > os.cpus().length) {
    out.push(
      "",
      `WARNING: the machine was busy (1-min load average up to ${busiest.toFixed(1)} on ${os.cpus().length} cores): timings are inflated; re-run on an idle machine before trusting them.`,
    );
  }
  out.push(
    "",
    previous ? `Δ prev against ${path.relative(root, previous.file)}` : "no previous results to compare with",
    `saved ${path.relative(root, file)} (${results.meta.durationS} s)`,
  );
  process.stdout.write(`${out.join("\n")}\n`);

  const harnessBroke = figures.some((f) => f.metric.endsWith("_error"));
  return harnessBroke ? 2 : args.strict && failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    log(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exit(2);
  },
);
