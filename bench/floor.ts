// The floor every list figure is compared with: floor-app.ts on the server's own database, loaded
// like the lists (100 connections, 10 s), measured once per data set in the same run.
import { spawn } from "node:child_process";
import path from "node:path";
import { type LoadResult, loadTest } from "./load";
import { type Figure, info, measured, round } from "./report";
import { freePort, postmasterOf, type ServerHandle } from "./server";

export const FLOOR_CONNECTIONS = 100;
export const FLOOR_DURATION_S = 10;
// The embedded cluster's superuser (PG_SUPERUSER of server/src/db/embedded/cluster.ts, whose
// imports the console's tsconfig cannot follow); trust authentication on its socket.
const EMBEDDED_USER = "postgres";

/** DATABASE_URL, or node-postgres settings (JSON) for the embedded cluster's socket folder. */
async function databaseOf(server: ServerHandle): Promise<string> {
  if (server.databaseUrl) return server.databaseUrl;
  const postmaster = await postmasterOf(server.dataDir);
  if (!postmaster) throw new Error(`no running postmaster for ${server.dataDir}`);
  return JSON.stringify({
    host: postmaster.socketDir,
    port: postmaster.port,
    user: EMBEDDED_USER,
    database: "postgres",
  });
}

/** Starts floor-app.ts; resolves once it listens. */
async function startFloorApp(root: string, database: string): Promise<{ baseUrl: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join("bench", "floor-app.ts")], {
    cwd: root,
    env: { ...process.env, FLOOR_PORT: String(port), FLOOR_DATABASE: database },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the floor app did not start in 30 s: ${output}`)),
      30_000,
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("floor ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2000);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the floor app exited (${code}): ${output}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

/** The floor's load result on the database `server` uses. */
export async function measureFloor(root: string, server: ServerHandle): Promise<LoadResult> {
  const app = await startFloorApp(root, await databaseOf(server));
  try {
    const url = `${app.baseUrl}/rooms`;
    await loadTest({ url, connections: 10, durationS: 2 });
    const r = await loadTest({ url, connections: FLOOR_CONNECTIONS, durationS: FLOOR_DURATION_S });
    if (r.ok2xx === 0) throw new Error(`the floor answered no 2xx: ${JSON.stringify(r.statusCodes)}`);
    return r;
  } finally {
    app.stop();
  }
}

export function floorFigures(r: LoadResult, server: ServerHandle): Figure[] {
  const where = server.databaseUrl ? "DATABASE_URL" : "the embedded PostgreSQL's socket";
  const note = `bare Fastify route, one indexed page of 20 rooms + count, on ${where}; ${FLOOR_CONNECTIONS} connections, ${FLOOR_DURATION_S} s; ${r.ok2xx} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors`;
  return [
    measured({ metric: "floor_p50_ms", unit: "ms" }, [r.p50Ms]),
    measured({ metric: "floor_p99_ms", unit: "ms" }, [r.p99Ms]),
    info("floor_rps", r.rps, "req/s", note),
  ];
}

/** What a list must reach: a share of the floor's req/s, and a p99. */
export interface ListBudget {
  floorShare: number;
  p99Ms: number;
}

export const ROOM_LIST_BUDGET: ListBudget = { floorShare: 0.5, p99Ms: 150 };
export const MEETING_LIST_BUDGET: ListBudget = { floorShare: 0.3, p99Ms: 250 };

/** The req/s figure of a list: its ratio to the floor, and a bound of floorShare × the floor. */
export function rpsAgainstFloor(
  metric: string,
  rps: number,
  budget: ListBudget,
  floor: LoadResult | null,
): Figure {
  if (!floor || floor.rps <= 0) {
    return measured({ metric, unit: "req/s", note: "no floor measured: no ratio" }, [rps]);
  }
  const figure = measured(
    {
      metric,
      unit: "req/s",
      budget: Math.round(floor.rps * budget.floorShare),
      higherIsBetter: true,
      note: `at least ${budget.floorShare * 100} % of the floor's ${Math.round(floor.rps)} req/s`,
    },
    [rps],
  );
  figure.ratio = round(rps / floor.rps, 3);
  return figure;
}
