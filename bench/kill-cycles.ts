// npx tsx bench/kill-cycles.ts [--cycles 20] [--clients 4] [--postmaster] [--max-minutes 30] [--keep]
// Reliability, not a timed budget. Each cycle streams acknowledged writes from several clients to
// the server on one data directory (embedded PostgreSQL), kills at a random moment, and checks that
// every acknowledged write is still readable:
// - default: kill -9 the server, then start it again on the same data directory;
// - --postmaster: kill -9 the postmaster; the server must answer again (or exit, and is started again).
// Prints the counts; exits 1 when a write was lost or errors were served after recovery.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isAlive, shutDown } from "../server/src/lib/processes";
import { streamWrites, verifyWrites } from "./acked-writes";
import { login } from "./load";
import { median } from "./report";
import { freePort, killStartedServers, postmasterOf, type ServerHandle, startServer } from "./server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const KILL_AFTER_MS: readonly [number, number] = [300, 3_000];
const CYCLE_WRITES_MAX_MS = 90_000;
const RECOVERY_MAX_MS = 60_000;
/** How long the writers go on once the server answers again after a postmaster kill. */
const AFTER_RECOVERY_MS = 1_000;
const START_TIMEOUT_MS = 120_000;

const { values } = parseArgs({
  options: {
    cycles: { type: "string", default: "20" },
    clients: { type: "string", default: "4" },
    postmaster: { type: "boolean", default: false },
    "max-minutes": { type: "string", default: "30" },
    keep: { type: "boolean", default: false },
  },
});
const cycles = Math.max(1, Number(values.cycles));
const clients = Math.max(1, Number(values.clients));
const killPostmaster = values.postmaster === true;
const deadline = Date.now() + Math.max(1, Number(values["max-minutes"])) * 60_000;

const t0 = Date.now();
const log = (msg: string) =>
  process.stderr.write(`[kill +${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}\n`);

interface Totals {
  cycles: number;
  acknowledgedWrites: number;
  lostWrites: number;
  errorsAfterRecovery: number;
  /** Postmaster mode: times the server exited by itself after the kill (then it was started again). */
  serverExits: number;
  /** Postmaster mode: times the server neither answered again nor exited within RECOVERY_MAX_MS. */
  notRecovered: number;
  /** Server mode: spawn to first answer after kill -9; postmaster mode: kill to first answer. */
  recoveryMs: number[];
}

const totals: Totals = {
  cycles: 0,
  acknowledgedWrites: 0,
  lostWrites: 0,
  errorsAfterRecovery: 0,
  serverExits: 0,
  notRecovered: 0,
  recoveryMs: [],
};

const random = ([low, high]: readonly [number, number]) => low + Math.floor(Math.random() * (high - low));

type Recovery = { kind: "answered"; at: number } | { kind: "exited"; code: unknown } | { kind: "timeout" };

/** After a postmaster kill: a new postmaster runs and the server answers, or the server exited. */
async function awaitRecovery(
  server: ServerHandle,
  token: string,
  dataDir: string,
  killed: number,
): Promise<Recovery> {
  let exit: { code: unknown } | null = null;
  void server.exited.then((code) => {
    exit = { code };
  });
  const until = Date.now() + RECOVERY_MAX_MS;
  while (Date.now() < until) {
    if (exit) return { kind: "exited", code: (exit as { code: unknown }).code };
    const postmaster = await postmasterOf(dataDir);
    if (postmaster && postmaster.pid !== killed && isAlive(postmaster.pid)) {
      const answered = await fetch(`${server.baseUrl}/api/v1/current/user`, {
        headers: { token },
        signal: AbortSignal.timeout(5_000),
      })
        .then((res) => res.arrayBuffer().then(() => res.status === 200))
        .catch(() => false);
      if (answered) return { kind: "answered", at: Date.now() };
    }
    await sleep(100);
  }
  return { kind: "timeout" };
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "meeting-kill-"));
  const port = await freePort();
  const start = () => startServer({ root, dataDir, port, databaseUrl: null, timeoutMs: START_TIMEOUT_MS });
  const run = Date.now().toString(36).toUpperCase();
  const everything = new Map<string, string>();
  let server: ServerHandle | null = null;
  let serverGone = false;
  const watch = (s: ServerHandle) => {
    serverGone = false;
    void s.exited.then(() => {
      if (server === s) serverGone = true;
    });
    return s;
  };

  const cleanup = async () => {
    await server?.stop();
    killStartedServers();
    // A postmaster orphaned by the last kill -9 of the server.
    const postmaster = await postmasterOf(dataDir);
    if (postmaster && isAlive(postmaster.pid)) await shutDown(postmaster.pid, 5_000);
    if (values.keep) log(`data dir kept: ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void cleanup().finally(() => process.exit(130)));
  process.once("SIGTERM", () => void cleanup().finally(() => process.exit(130)));

  try {
    log(
      `${killPostmaster ? "postmaster" : "server"} kill -9, ${cycles} cycles, ${clients} clients, data dir ${dataDir}`,
    );
    server = watch(await start());
    log(`cold start ${server.coldStartMs.toFixed(0)} ms`);
    for (let cycle = 1; cycle <= cycles; cycle++) {
      if (Date.now() > deadline) {
        log(`time limit reached after ${cycle - 1} cycles`);
        break;
      }
      if (serverGone || !server) server = watch(await start());
      let token = await login(server.baseUrl, "admin", "Admin@123", "bench");
      const stream = streamWrites(server.baseUrl, token, {
        run,
        cycle,
        clients,
        deadline: Date.now() + CYCLE_WRITES_MAX_MS,
      });
      await sleep(random(KILL_AFTER_MS));
      let recoveredAt = 0;
      if (!killPostmaster) {
        process.kill(server.pid, "SIGKILL");
        await server.exited;
        await stream.stop();
        server = watch(await start());
        recoveredAt = Date.now();
        totals.recoveryMs.push(server.coldStartMs);
        token = await login(server.baseUrl, "admin", "Admin@123", "bench");
      } else {
        const postmaster = await postmasterOf(dataDir);
        if (!postmaster) throw new Error(`no postmaster.pid in ${dataDir}:\n${server.output()}`);
        const killedAt = Date.now();
        process.kill(postmaster.pid, "SIGKILL");
        const recovery = await awaitRecovery(server, token, dataDir, postmaster.pid);
        if (recovery.kind === "answered") {
          recoveredAt = recovery.at;
          totals.recoveryMs.push(recovery.at - killedAt);
          await sleep(AFTER_RECOVERY_MS);
          await stream.stop();
        } else {
          await stream.stop();
          if (recovery.kind === "exited") {
            totals.serverExits += 1;
            log(
              `  the server exited (${String(recovery.code)}): ${server.output().split("\n").slice(-3).join(" | ")}`,
            );
          } else {
            totals.notRecovered += 1;
            log(
              `  no answer ${RECOVERY_MAX_MS / 1000} s after the kill: ${server.output().split("\n").slice(-3).join(" | ")}`,
            );
            await server.stop();
          }
          server = watch(await start());
          recoveredAt = Date.now();
          token = await login(server.baseUrl, "admin", "Admin@123", "bench");
        }
      }
      const served = stream.outcomes.filter((o) => o.startedAt >= recoveredAt && !o.acked).length;
      const check = await verifyWrites(server.baseUrl, token, stream.acked);
      for (const [key, value] of stream.acked) everything.set(key, value);
      totals.cycles += 1;
      totals.acknowledgedWrites += stream.acked.size;
      totals.lostWrites += check.lost.length;
      totals.errorsAfterRecovery += served + check.readErrors;
      log(
        `cycle ${cycle}: ${stream.acked.size} acknowledged of ${stream.outcomes.length} sent, ${check.lost.length} lost, ${served + check.readErrors} errors after recovery`,
      );
      if (check.lost.length) log(`  lost: ${check.lost.slice(0, 10).join(", ")}`);
    }

    // Once more on a cleanly restarted server: every write of every cycle.
    if (serverGone || !server) server = watch(await start());
    else {
      await server.stop();
      server = watch(await start());
    }
    const token = await login(server.baseUrl, "admin", "Admin@123", "bench");
    const final = await verifyWrites(server.baseUrl, token, everything);
    const lostAtEnd = final.lost.length;
    await server.stop();
    server = null;
    const postmaster = await postmasterOf(dataDir);
    const leftBehind = postmaster !== null && isAlive(postmaster.pid);

    const summary = {
      mode: killPostmaster ? "postmaster" : "server",
      ...totals,
      recoveryMs: undefined,
      recoveryMedianMs: totals.recoveryMs.length ? Math.round(median(totals.recoveryMs)) : null,
      recoveryMaxMs: totals.recoveryMs.length ? Math.round(Math.max(...totals.recoveryMs)) : null,
      finalCheck: { checked: final.checked, lost: lostAtEnd, readErrors: final.readErrors },
      postmasterLeftAfterStop: leftBehind,
    };
    process.stdout.write(
      [
        `mode: kill -9 of the ${summary.mode}`,
        `cycles: ${totals.cycles}`,
        `acknowledged writes: ${totals.acknowledgedWrites}`,
        `lost writes: ${totals.lostWrites} (final check of all ${final.checked}: ${lostAtEnd} lost, ${final.readErrors} unreadable)`,
        `errors served after recovery: ${totals.errorsAfterRecovery}`,
        ...(killPostmaster
          ? [
              `server exits: ${totals.serverExits}`,
              `not recovered in ${RECOVERY_MAX_MS / 1000} s: ${totals.notRecovered}`,
            ]
          : []),
        `recovery: median ${summary.recoveryMedianMs} ms, max ${summary.recoveryMaxMs} ms (${killPostmaster ? "kill to first answer" : "spawn to first answer"})`,
        `postmaster left after a clean stop: ${leftBehind ? "yes" : "no"}`,
        JSON.stringify(summary),
        "",
      ].join("\n"),
    );
    const clean =
      totals.lostWrites === 0 &&
      lostAtEnd === 0 &&
      final.readErrors === 0 &&
      totals.errorsAfterRecovery === 0 &&
      totals.notRecovered === 0 &&
      !leftBehind;
    return clean ? 0 : 1;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    log(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exit(2);
  },
);
