// The LDAP synchronisation of 10 000 directory entries against a real slapd (tests/server/slapd.ts):
// the first run (every user created), then re-runs (nothing changes), each timed from the start call
// to the status saying it ended, with the status polled every 100 ms to find its longest still spell.
import { performance } from "node:perf_hooks";
import {
  type DirectoryUser,
  PEOPLE_DN,
  SERVICE_DN,
  SERVICE_PASSWORD,
  type Slapd,
  startSlapd,
} from "../tests/server/slapd";
import type { BenchContext } from "./figures";
import { encryptPassword } from "./load";
import { check, type Figure, info, measured } from "./report";

export const LDAP_ENTRIES = 10_000;
const OU_COUNT = 20;
const POLL_MS = 100;
const RERUNS_MAX = 3;

interface Status {
  running: boolean;
  run: {
    status: string;
    phase: string;
    found: number;
    processed: number;
    created: number;
    unchanged: number;
    disabled: number;
    failure: string | null;
  } | null;
}

async function api<T>(ctx: BenchContext, method: string, pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(ctx.server().baseUrl + pathname, {
    method,
    headers: { "content-type": "application/json", language: "en-US", token: await ctx.token() },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const envelope = (await response.json()) as { status: number; data: T; message: string };
  if (envelope.status !== 200)
    throw new Error(`${method} ${pathname}: ${envelope.status} ${envelope.message}`);
  return envelope.data;
}

function directoryUsers(): DirectoryUser[] {
  return Array.from({ length: LDAP_ENTRIES }, (_, i) => ({
    uid: `ldap${String(i).padStart(5, "0")}`,
    cn: `Directory User ${i}`,
    password: "Directory-Pass-1",
    mail: `ldap${i}@example.com`,
    ous: i % 2 === 0 ? [`Team${i % OU_COUNT}`, "Company"] : [`Team${i % OU_COUNT}`],
  }));
}

/** The connection and one mapped OU per team, through the server's own calls. */
async function configure(ctx: BenchContext, slapd: Slapd): Promise<void> {
  const { publicKey } = await api<{ publicKey: string }>(ctx, "GET", "/api/v1/login/interface");
  await api(ctx, "PUT", "/api/v1/system/config/ldap", {
    url: slapd.url,
    bindDn: SERVICE_DN,
    bindPassword: encryptPassword(publicKey, SERVICE_PASSWORD),
    baseDn: PEOPLE_DN,
    userFilter: "(objectClass=inetOrgPerson)",
    attributes: {},
  });
  const top = await api<{ id: string }>(ctx, "POST", "/api/v1/system/dept", {
    name: "LDAP bench",
    parentId: "0",
  });
  for (let team = 0; team < 5; team++) {
    const dept = await api<{ id: string }>(ctx, "POST", "/api/v1/system/dept", {
      name: `LDAP team ${team}`,
      parentId: top.id,
    });
    await api(ctx, "POST", "/api/v1/system/config/ldap/ou", {
      ouDn: `ou=Team${team},${PEOPLE_DN}`,
      deptId: dept.id,
    });
  }
}

interface Timed {
  ms: number;
  /** The longest time the status stayed the same while the run went on. */
  maxStillMs: number;
  last: NonNullable<Status["run"]>;
}

async function timedSync(ctx: BenchContext): Promise<Timed> {
  const started = performance.now();
  await api(ctx, "GET", "/api/v1/system/sync/user");
  let lastChange = started;
  let maxStillMs = 0;
  let previous = "";
  for (;;) {
    const status = await api<Status>(ctx, "GET", "/api/v1/system/sync/user/status");
    const now = performance.now();
    const run = status.run!;
    const seen = [run.phase, run.found, run.processed, run.disabled, run.status].join("/");
    if (seen !== previous) {
      maxStillMs = Math.max(maxStillMs, now - lastChange);
      lastChange = now;
      previous = seen;
    }
    if (!status.running) return { ms: now - started, maxStillMs, last: run };
    if (now - started > 180_000) throw new Error("the synchronisation did not end within 180 s");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function ldapSync(ctx: BenchContext): Promise<Figure[]> {
  const seedStart = performance.now();
  const slapd = await startSlapd({ users: directoryUsers() });
  const seedMs = performance.now() - seedStart;
  try {
    await configure(ctx, slapd);
    ctx.log(
      `slapd with ${LDAP_ENTRIES} entries ready in ${(seedMs / 1000).toFixed(1)} s; first synchronisation`,
    );
    const first = await timedSync(ctx);
    const reruns: Timed[] = [];
    for (let i = 0; i < Math.min(ctx.runs, RERUNS_MAX); i++) reruns.push(await timedSync(ctx));
    const still = [first, ...reruns].map((run) => run.maxStillMs);
    const unchanged = reruns.every((run) => run.last.unchanged === LDAP_ENTRIES && run.last.disabled === 0);
    return [
      info("ldap_directory_seed_ms", seedMs, "ms", `slapadd of ${LDAP_ENTRIES} entries and slapd start`),
      measured(
        {
          metric: "ldap_sync_10k_ms",
          unit: "ms",
          budget: 60_000,
          note: `first synchronisation: ${LDAP_ENTRIES} users created (${first.last.created}), 5 OUs mapped`,
        },
        [first.ms],
      ),
      measured(
        {
          metric: "ldap_resync_10k_ms",
          unit: "ms",
          budget: 60_000,
          note: "again with the directory unchanged",
        },
        reruns.map((run) => run.ms),
      ),
      measured(
        {
          metric: "ldap_sync_status_still_max_ms",
          unit: "ms",
          budget: 1000,
          note: `longest spell without a change of the status while a run went on (polled every ${POLL_MS} ms)`,
        },
        still,
        (xs) => Math.max(...xs),
      ),
      check(
        "ldap_sync_results",
        `${first.last.status}: created ${first.last.created}; re-runs unchanged ${reruns.map((run) => run.last.unchanged).join(", ")}`,
        first.last.status === "SUCCEEDED" && first.last.created === LDAP_ENTRIES && unchanged,
        "every entry created once, then nothing changes",
      ),
    ];
  } finally {
    await slapd.stop();
  }
}
