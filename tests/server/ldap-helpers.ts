import type { FastifyInstance } from "fastify";
import type { LdapSettingsBody, LdapSyncRun, LdapSyncStatus } from "#contract/ldap";
import { call, encryptPassword, envelopeOf, publicKeyOf } from "./helpers.ts";
import { PEOPLE_DN, SERVICE_DN, SERVICE_PASSWORD, type Slapd, SUFFIX } from "./slapd.ts";

/** Server tests of the directory: set the connection through its call, run and await a synchronisation. */
export async function ldapBody(
  app: FastifyInstance,
  slapd: Pick<Slapd, "url">,
  overrides: Partial<Omit<LdapSettingsBody, "bindPassword">> & { bindPassword?: string | null } = {},
): Promise<LdapSettingsBody> {
  const { bindPassword = SERVICE_PASSWORD, ...rest } = overrides;
  return {
    url: slapd.url,
    bindDn: SERVICE_DN,
    baseDn: PEOPLE_DN,
    userFilter: "(objectClass=inetOrgPerson)",
    attributes: {} as LdapSettingsBody["attributes"],
    ...rest,
    ...(bindPassword === null ? {} : { bindPassword: encryptPassword(await publicKeyOf(app), bindPassword) }),
  };
}

export async function configureLdap(
  app: FastifyInstance,
  token: string,
  slapd: Pick<Slapd, "url">,
  overrides: Parameters<typeof ldapBody>[2] = {},
) {
  const response = await call(app, "PUT", "/api/v1/system/config/ldap", {
    token,
    payload: await ldapBody(app, slapd, overrides),
  });
  if (response.statusCode !== 200) throw new Error(`saving the LDAP settings failed: ${response.body}`);
  return response;
}

export async function startSync(app: FastifyInstance, token: string) {
  return call(app, "GET", "/api/v1/system/sync/user", { token });
}

export async function syncStatus(app: FastifyInstance, token: string, language?: "en-US") {
  return envelopeOf<LdapSyncStatus>(
    await call(app, "GET", "/api/v1/system/sync/user/status", { token, language }),
  ).data;
}

/** Polls the status until no run is running; returns the last run. */
export async function awaitSync(
  app: FastifyInstance,
  token: string,
  timeoutMs = 60_000,
): Promise<LdapSyncRun> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await syncStatus(app, token);
    if (!status.running && status.run) return status.run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the synchronisation did not end in time");
}

export async function syncNow(app: FastifyInstance, token: string): Promise<LdapSyncRun> {
  const started = await startSync(app, token);
  if (started.statusCode !== 200) throw new Error(`starting the synchronisation failed: ${started.body}`);
  return awaitSync(app, token);
}

export async function createDept(app: FastifyInstance, token: string, name: string, parentId = "0") {
  const response = await call(app, "POST", "/api/v1/system/dept", { token, payload: { name, parentId } });
  if (response.statusCode !== 200) throw new Error(`creating ${name} failed: ${response.body}`);
  return envelopeOf<{ id: string }>(response).data.id;
}

export async function mapOu(app: FastifyInstance, token: string, ouDn: string, deptId: string) {
  return call(app, "POST", "/api/v1/system/config/ldap/ou", { token, payload: { ouDn, deptId } });
}

export { PEOPLE_DN, SUFFIX };
