import { and, eq, gt, lt } from "drizzle-orm";
import type { SsoProtocol } from "#contract/sso";
import type { AppContext } from "../../context.ts";
import { ssoFlows, ssoGrants } from "../../db/schema-sso.ts";
import { randomToken, sha256 } from "../../lib/ids.ts";
import { SsoError } from "./errors.ts";

/**
 * A sign-in under way is a random state value (the OIDC state, SAML RelayState or the flow of the
 * CAS service address) stored hashed with its expiry and the hash of a cookie set in the browser
 * that started it. The provider's return uses the state up (one answer per state); what it proves
 * becomes a one-time grant, which only the same browser (the same cookie) exchanges for a session.
 */
export const FLOW_TTL_MS = 10 * 60_000;
export const GRANT_TTL_MS = 60_000;
export const BINDING_COOKIE = "sso_binding";
const COOKIE_PATH = "/api/v1/sso";

export interface Flow {
  protocol: SsoProtocol;
  redirect: string;
  nonce: string | null;
  codeVerifier: string | null;
  requestId: string | null;
}

/** The binding cookie's value from a Cookie header, if any. */
export function bindingOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === BINDING_COOKIE) return value.join("=") || null;
  }
  return null;
}

export function bindingCookie(value: string, secure: boolean): string {
  const flags = [`Path=${COOKIE_PATH}`, `Max-Age=${FLOW_TTL_MS / 1000}`, "HttpOnly", "SameSite=Lax"];
  return [`${BINDING_COOKIE}=${value}`, ...flags, ...(secure ? ["Secure"] : [])].join("; ");
}

export const clearedBindingCookie = () =>
  `${BINDING_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;

/** Stores a new flow; the state value to send to the provider. */
export async function startFlow(
  ctx: AppContext,
  binding: string,
  flow: Flow,
  state = randomToken(),
): Promise<string> {
  const now = ctx.now();
  await ctx.db.delete(ssoFlows).where(lt(ssoFlows.expiresAt, now));
  await ctx.db.insert(ssoFlows).values({
    id: sha256(state),
    bindingHash: sha256(binding),
    expiresAt: now + FLOW_TTL_MS,
    ...flow,
  });
  return state;
}

/** Uses a state up: the flow it started, once and before it expires; STATE_INVALID otherwise. */
export async function takeFlow(ctx: AppContext, state: string | undefined, protocol: SsoProtocol) {
  if (!state) throw new SsoError("STATE_INVALID", "no state");
  const [row] = await ctx.db
    .delete(ssoFlows)
    .where(and(eq(ssoFlows.id, sha256(state)), gt(ssoFlows.expiresAt, ctx.now())))
    .returning();
  if (!row) throw new SsoError("STATE_INVALID", "unknown, used or expired state");
  if (row.protocol !== protocol) throw new SsoError("STATE_INVALID", "the state belongs to another protocol");
  return row;
}

/** A grant for the user, bound to the browser of the flow; the value for /singleLogin?grant=…. */
export async function issueGrant(
  ctx: AppContext,
  flow: { bindingHash: string; redirect: string },
  userId: string,
): Promise<string> {
  const grant = randomToken();
  const now = ctx.now();
  await ctx.db.delete(ssoGrants).where(lt(ssoGrants.expiresAt, now));
  await ctx.db.insert(ssoGrants).values({
    id: sha256(grant),
    userId,
    bindingHash: flow.bindingHash,
    redirect: flow.redirect,
    expiresAt: now + GRANT_TTL_MS,
  });
  return grant;
}

/** Uses a grant up; only from the browser whose cookie started the flow. */
export async function takeGrant(ctx: AppContext, grant: string, binding: string | null) {
  const [row] = await ctx.db
    .delete(ssoGrants)
    .where(and(eq(ssoGrants.id, sha256(grant)), gt(ssoGrants.expiresAt, ctx.now())))
    .returning();
  if (!row || binding === null || row.bindingHash !== sha256(binding)) return null;
  return row;
}
