// People at scale: 50 000 users in 2 000 departments. The user list against the floor (as the room
// list), and the first level of the organisation tree (the user-management page's first call).
import type { BenchContext } from "./figures";
import { drain, listLoad } from "./figures";
import { ROOM_LIST_BUDGET } from "./floor";
import { loadTest } from "./load";
import { type Figure, info, measured } from "./report";

export const SCALE_USERS = 50_000;
export const SCALE_DEPARTMENTS = 2_000;
/** The tree's first level is one call per page view: measured at 10 connections, p99 at most 50 ms. */
const TREE_CONNECTIONS = 10;
const TREE_P99_MS = 50;

export async function peopleSeed(ctx: BenchContext): Promise<Figure[]> {
  const ms = await ctx.reseed(["--departments", String(SCALE_DEPARTMENTS), "--users", String(SCALE_USERS)]);
  return [info("people_seed_ms", ms, "ms", `${SCALE_DEPARTMENTS} departments, ${SCALE_USERS} users in all`)];
}

async function firstBranch(ctx: BenchContext): Promise<{ top: string; branch: string }> {
  const headers = { token: await ctx.token() };
  const get = async (path: string) => {
    const res = await fetch(`${ctx.server().baseUrl}/api/v1${path}`, { headers });
    return ((await res.json()) as { data: { id: string; name: string }[] }).data;
  };
  const [top] = await get("/system/dept/top");
  const level = await get(`/system/dept?parentId=${encodeURIComponent(top.id)}`);
  const branch = level.find((d) => d.name.startsWith("规模分部")) ?? level[0];
  return { top: top.id, branch: branch.id };
}

export async function userListLoad(ctx: BenchContext): Promise<Figure[]> {
  const { branch } = await firstBranch(ctx);
  return [
    ...(await listLoad(ctx, "user_list", "/api/v1/system/user?page=1&size=20", ROOM_LIST_BUDGET)),
    ...(await listLoad(
      ctx,
      "user_list_filtered",
      `/api/v1/system/user?page=2&size=20&sort=name,asc&keyword=${encodeURIComponent("用户 01")}`,
      ROOM_LIST_BUDGET,
    )),
    ...(await listLoad(
      ctx,
      "user_list_dept",
      `/api/v1/system/user?page=1&size=20&deptId=${encodeURIComponent(branch)}`,
      ROOM_LIST_BUDGET,
    )),
  ];
}

async function treeLevel(ctx: BenchContext, metric: string, path: string): Promise<Figure[]> {
  const url = `${ctx.server().baseUrl}${path}`;
  const headers = { token: await ctx.token() };
  await loadTest({ url, headers, connections: 2, durationS: 2 });
  const r = await loadTest({ url, headers, connections: TREE_CONNECTIONS, durationS: 10 });
  await drain(ctx, url, headers);
  const clean = r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;
  const note = `${path}; ${TREE_CONNECTIONS} connections, 10 s; ${r.ok2xx} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors; ${SCALE_DEPARTMENTS} departments`;
  const p99 = measured({ metric: `${metric}_p99_ms`, unit: "ms", budget: TREE_P99_MS, note }, [r.p99Ms]);
  if (!clean) p99.ok = false;
  return [
    measured({ metric: `${metric}_p50_ms`, unit: "ms" }, [r.p50Ms]),
    p99,
    info(`${metric}_rps`, r.rps, "req/s"),
  ];
}

export async function orgTreeLoad(ctx: BenchContext): Promise<Figure[]> {
  const { top } = await firstBranch(ctx);
  return [
    ...(await treeLevel(ctx, "org_tree_top", "/api/v1/system/dept/top")),
    ...(await treeLevel(ctx, "org_tree_level", `/api/v1/system/dept?parentId=${encodeURIComponent(top)}`)),
  ];
}
