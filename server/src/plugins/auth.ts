import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { API_KEY_HEADER, API_SECRET_HEADER } from "#contract/open-api";
import { isRoutePermission, type PermissionName, type RoutePermission } from "#contract/permissions";
import { type PermissionHolder, permits } from "#contract/rules/permission-rule";
import { resolveToken, type SessionUser } from "../auth/sessions.ts";
import { forbidden, reLoginError, tokenInvalid } from "../errors.ts";
import type { RegisteredRoute } from "../fastify-types.ts";
import { resolveApiCredential } from "../settings/open-api/api-credentials.ts";

/**
 * Authentication (header `token` -> session user) and the permission guard (DESIGN.md §5).
 * Every route must declare `config.permission`; registration fails otherwise. The console's rule
 * decides (`permits`, #contract/rules/permission-rule); anything not granted is denied.
 */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return typeof token === "string" && token.length > 0 && token.length <= 200 ? token : null;
}

function headerOf(request: FastifyRequest, name: string): string | null {
  const header = request.headers[name];
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null;
}

/** An integrator's key and secret (docs/open-api.md) stand for a session of the account they are bound to. */
async function apiCaller(request: FastifyRequest): Promise<SessionUser> {
  const key = headerOf(request, API_KEY_HEADER);
  const secret = headerOf(request, API_SECRET_HEADER);
  const user = key && secret ? await resolveApiCredential(request.server.ctx, key, secret) : null;
  if (!user) throw tokenInvalid();
  request.auth = user;
  request.authorities = user.profile.authorities;
  return user;
}

/** The session user of the request; throws 401 (TOKEN_INVALID or RE_LOGIN_ERROR) without one. */
export async function requireAuth(request: FastifyRequest): Promise<SessionUser> {
  if (request.auth) return request.auth;
  const token = tokenOf(request);
  if (!token && request.headers[API_KEY_HEADER] !== undefined) return apiCaller(request);
  if (!token) throw tokenInvalid();
  const resolved = await resolveToken(request.server.ctx, token);
  if (!resolved.ok) throw resolved.reason === "RE_LOGIN" ? reLoginError() : tokenInvalid();
  request.auth = resolved.user;
  request.authorities = resolved.user.profile.authorities;
  return resolved.user;
}

const holderOf = (user: SessionUser): PermissionHolder => ({
  authorities: user.profile.authorities,
  type: user.type,
});

export async function hasPermission(request: FastifyRequest, permission: PermissionName): Promise<boolean> {
  return permits(permission, holderOf(await requireAuth(request)));
}

/** Throws 401 when anonymous and 403 when the permission is missing. */
export async function requirePermission(request: FastifyRequest, permission: RoutePermission): Promise<void> {
  if (permission === "public") return;
  const user = await requireAuth(request);
  if (!permits(permission, holderOf(user))) throw forbidden();
}

export function registerAuth(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", routes);
  app.decorateRequest("auth", null);
  app.decorateRequest("authorities", null);
  app.addHook("onRoute", (route: RouteOptions) => {
    const permission = route.config?.permission;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!isRoutePermission(permission)) {
      throw new Error(`Route ${methods.join(",")} ${route.url} declares no valid config.permission`);
    }
    const operation = route.config?.operation;
    for (const method of methods)
      routes.push({
        method,
        url: route.url,
        permission,
        schema: route.schema,
        ...(operation ? { operation } : {}),
      });
  });
  app.addHook("onRequest", async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (permission) await requirePermission(request, permission);
  });
}

/**
 * For a read shared by a SYSTEM page and a page of a named permission (the role-group tree: the
 * authority page and user management): a SYSTEM user, or a holder of `permission`, else 403.
 */
export async function requireSystemOr(
  request: FastifyRequest,
  permission: PermissionName,
): Promise<SessionUser> {
  const user = await requireAuth(request);
  if (user.type !== "SYSTEM" && !permits(permission, holderOf(user))) throw forbidden();
  return user;
}
