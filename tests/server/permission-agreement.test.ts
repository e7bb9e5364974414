import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS, type RoutePermission } from "#contract/permissions";
import { type PermissionHolder, permits } from "#contract/rules/permission-rule";
import { ROLES } from "../../server/src/db/seed-data.ts";
import { makeApp } from "./helpers.ts";

/**
 * The console and the server agree (spec §6): for every demo role (the seed's, one role per permission
 * name, and a report manager) and every page of the console, the console shows the page only when the
 * server answers the page's first reads; where a read serves that page alone, exactly then. The same
 * for every button of the declared resources: shown only when the server allows its call.
 */

// Computed specifiers keep the console's (bundler-resolved) modules out of the server's tsc.
const consoleModule = async <T>(path: string): Promise<T> => (await import(/* @vite-ignore */ path)) as T;

interface PageRoute {
  path: string;
  permission?: string;
  systemType?: boolean;
}
type Endpoint = string | { endpoint: string };
interface ResourceDef {
  name: string;
  nav: { route: string };
  endpoints: Record<string, Endpoint>;
  actions?: { name: string; endpoint: Endpoint }[];
}
interface AccessContext {
  permissions: readonly string[];
  userType: "SYSTEM" | "NORMAL" | null;
}

const { PAGE_ROUTES } = await consoleModule<{ PAGE_ROUTES: PageRoute[] }>("../../src/routing/route-table.ts");
const { canSeeRoute } = await consoleModule<{ canSeeRoute: (r: PageRoute, c: AccessContext) => boolean }>(
  "../../src/access/permissions.ts",
);
const { canOnResource } = await consoleModule<{
  canOnResource: (def: ResourceDef, action: string, ctx: AccessContext) => boolean;
}>("../../src/providers/access-control.ts");
const { RESOURCES } = await consoleModule<{ RESOURCES: ResourceDef[] }>("../../resources/index.ts");

/** The reads each page that is not a page of declared resources makes first. */
const FIRST_READS: Record<string, readonly string[]> = {
  "/home": ["GET /{product}/schedules", "GET /{product}/configs"],
  "/history": ["GET /report/me/schedules"],
  "/device/meeting-monitor": ["GET /{product}/monitor/meeting"],
  "/device/meeting-control": ["GET /{product}/monitor/meeting"],
  "/monitor/meeting": ["GET /{product}/monitor/meeting"],
  "/monitor/terminal": ["GET /{product}/monitor/terminal"],
  "/monitor/mcu": ["GET /{product}/monitor/mcu"],
  "/report/meeting-detail-report": ["GET /report/settings", "GET /report/statistic/meeting/network"],
  "/report/meeting-room-analysis": [
    "GET /report/settings",
    "GET /report/statistic/room/by-usage",
    "GET /report/statistic/room/total/by-usage",
    "GET /report/statistic/room/trend/by-usage",
    "GET /report/statistic/room/booked-vs-used",
    "GET /report/room/by-usage",
  ],
  "/report/department-analysis": ["GET /report/settings", "GET /report/statistic/network/by-dept"],
  "/report/personal-analysis": ["GET /report/settings", "GET /report/statistic/by-user"],
  "/report/concurrent-analysis": ["GET /report/settings", "GET /report/statistic/all/by-concurrent"],
  "/report/participants-analysis": [
    "GET /report/settings",
    "GET /report/statistic/network/participant/by-concurrent",
  ],
  "/system/synchronization-setting": ["GET /system/config/ldap", "GET /system/sync/user/status"],
  "/system/user-setting": ["GET /system/config/authentication"],
  "/system/notice-setting": ["GET /system/template", "GET /system/notice/mail"],
  "/system/meeting-setting": ["GET /{product}/configs"],
  "/system/config-setting": ["GET /system/config/sso"],
  "/system/server-setting": ["GET /system/sys/setting/ntp"],
  "/system/feedback": ["GET /system/feedback"],
  "/system/login-page-setting": ["GET /system/login-page"],
  "/system/authority-management": ["GET /system/group"],
  "/system/license-setting": ["GET /system/license"],
  "/system/upload-system-management": ["GET /apphub/app"],
  "/system/open-api": ["GET /system/config/api"],
  "/system/audit-log": ["GET /system/audit-log", "GET /system/audit-log/features"],
  "/personal/UserInfo": ["GET /current/user"],
};

/** Refine's screen actions -> the endpoint each calls. */
const SCREEN_ENDPOINTS: Record<string, string> = {
  list: "list",
  show: "one",
  create: "create",
  edit: "update",
  delete: "remove",
};

interface Role {
  name: string;
  holder: PermissionHolder;
}

const REPORT_PERMISSIONS = PERMISSIONS.filter((name) => /Report|meetingDetails/.test(name));
const ROLE_TABLE: Role[] = [
  ...ROLES.map((role) => ({
    name: `seed ${role.key}`,
    holder: { authorities: role.permissions, type: role.system ? "SYSTEM" : "NORMAL" } as const,
  })),
  ...PERMISSIONS.map((name) => ({
    name: `only ${name}`,
    holder: { authorities: [name], type: "NORMAL" } as const,
  })),
  { name: "report manager", holder: { authorities: REPORT_PERMISSIONS, type: "NORMAL" } },
  { name: "SYSTEM user without permissions", holder: { authorities: [], type: "SYSTEM" } },
];

const specOf = (endpoint: Endpoint) => (typeof endpoint === "string" ? endpoint : endpoint.endpoint);

/** `/device/room/{id}` matches `/api/v1/device/room/:id`, segment by segment; `{product}` is the product. */
function declaredPermission(app: FastifyInstance, spec: string): RoutePermission {
  const [method, raw] = spec.trim().split(/\s+/) as [string, string];
  const path = raw.split("?")[0]!.replaceAll("{product}", "meeting").split("/");
  const candidates = app.registeredRoutes.filter((route) => {
    if (route.method !== method.toUpperCase()) return false;
    const url = route.url.replace(/^\/api\/v1/, "").split("/");
    return (
      url.length === path.length &&
      url.every((seg, i) => seg === path[i] || (seg.startsWith(":") && /^(\{\w+\}|[\w-]+)$/.test(path[i]!)))
    );
  });
  // A literal segment wins over a parameter (`/statistic/room/by-usage` over `/statistic/:x/by-usage`).
  candidates.sort((a, b) => (a.url.match(/:/g)?.length ?? 0) - (b.url.match(/:/g)?.length ?? 0));
  const route = candidates[0];
  if (!route) throw new Error(`${spec} is no server route`);
  return route.permission;
}

const contextOf = (holder: PermissionHolder): AccessContext => ({
  permissions: holder.authorities,
  userType: holder.type,
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

interface Page {
  path: string;
  reads: readonly string[];
  /** Whether the console shows it to this context. */
  shows: (ctx: AccessContext) => boolean;
}

function pages(): Page[] {
  const out: Page[] = [];
  for (const route of PAGE_ROUTES) {
    const defs = RESOURCES.filter((def) => def.nav.route === route.path);
    if (defs.length === 0) {
      const reads = FIRST_READS[route.path];
      if (!reads) throw new Error(`${route.path}: no first reads in FIRST_READS`);
      out.push({ path: route.path, reads, shows: (ctx) => canSeeRoute(route, ctx) });
      continue;
    }
    for (const def of defs)
      out.push({
        path: `${route.path} (${def.name})`,
        reads: [specOf(def.endpoints.list!)],
        shows: (ctx) => canSeeRoute(route, ctx) && canOnResource(def, "list", ctx),
      });
  }
  return out;
}

describe("the console shows a page only when the server answers its first reads", () => {
  it("knows every page's first reads", () => {
    const bespoke = PAGE_ROUTES.filter((r) => !RESOURCES.some((def) => def.nav.route === r.path));
    expect(Object.keys(FIRST_READS).sort()).toEqual(bespoke.map((r) => r.path).sort());
  });

  it("agrees for every role and every page", () => {
    const table = pages();
    const disagreements: string[] = [];
    let rows = 0;
    for (const role of ROLE_TABLE) {
      for (const page of table) {
        rows++;
        const ctx = contextOf(role.holder);
        const shows = page.shows(ctx);
        const declared = page.reads.map((read) => [read, declaredPermission(app, read)] as const);
        const refused = declared.filter(([, permission]) => !permits(permission, role.holder));
        if (shows && refused.length > 0)
          disagreements.push(`${role.name} sees ${page.path}, refused ${refused.map(([r]) => r).join(", ")}`);
        // A read open to every session, or to any of several names, serves several pages; a read
        // declared with one name or for SYSTEM users is the page's own.
        const own = declared.some(
          ([, permission]) =>
            permission !== "login" &&
            permission !== "public" &&
            (typeof permission !== "object" || !("anyOf" in permission)),
        );
        if (!shows && own && refused.length === 0)
          disagreements.push(`${role.name} does not see ${page.path}, whose reads the server answers`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(rows).toBe(ROLE_TABLE.length * table.length);
  });

  it("hides room management from a role holding only meetingRoomReport, which the server refuses", () => {
    const holder: PermissionHolder = { authorities: ["meetingRoomReport"], type: "NORMAL" };
    const rooms = pages().find((page) => page.path.startsWith("/operation/meeting-room-management"))!;
    expect(rooms.shows(contextOf(holder))).toBe(false);
    expect(permits(declaredPermission(app, rooms.reads[0]!), holder)).toBe(false);
  });
});

describe("the console shows a resource's button only when the server allows its call", () => {
  it("agrees for every role, resource and action", () => {
    const disagreements: string[] = [];
    for (const role of ROLE_TABLE) {
      const ctx = contextOf(role.holder);
      for (const def of RESOURCES) {
        const calls: [action: string, endpoint: Endpoint][] = [];
        for (const [action, key] of Object.entries(SCREEN_ENDPOINTS))
          if (def.endpoints[key]) calls.push([action, def.endpoints[key]]);
        if (def.endpoints.removeMany) calls.push(["delete", def.endpoints.removeMany]);
        for (const action of def.actions ?? []) calls.push([action.name, action.endpoint]);
        for (const [action, endpoint] of calls) {
          if (!canOnResource(def, action, ctx)) continue;
          const permission = declaredPermission(app, specOf(endpoint));
          if (!permits(permission, role.holder))
            disagreements.push(`${role.name} sees ${def.name}.${action}, refused ${specOf(endpoint)}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
