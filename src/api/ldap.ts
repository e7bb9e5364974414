/** Typed calls of the company directory: connection, OU mapping, synchronisation (spec §7). */
import type {
  DirectoryOu,
  LdapOu,
  LdapOuBody,
  LdapSettings,
  LdapSettingsBody,
  LdapSyncRun,
  LdapSyncStatus,
  LdapTestResult,
} from "#contract/ldap";
import type { Page } from "#contract/list";
import { withEncryptedPasswords } from "../auth/password-fields";
import { type ApiResult, http } from "../providers/http/client";

const seg = encodeURIComponent;

export function getLdapSettings(): Promise<ApiResult<LdapSettings>> {
  return http.get("/system/config/ldap");
}

/** The bind password leaves the browser encrypted with the login key; empty keeps the stored one. */
const encrypted = async (body: LdapSettingsBody) =>
  (await withEncryptedPasswords(body, ["bindPassword"])) as LdapSettingsBody;

/** Silent: the form shows messages beside its fields. */
export async function saveLdapSettings(body: LdapSettingsBody): Promise<ApiResult<LdapSettings>> {
  return http.put("/system/config/ldap", { data: await encrypted(body), silent: true });
}

export async function testLdapSettings(body: LdapSettingsBody): Promise<ApiResult<LdapTestResult>> {
  return http.post("/system/config/ldap/test", { data: await encrypted(body), silent: true });
}

/** Silent: the OU picker falls back to typing a DN and says why. */
export function getDirectoryOus(): Promise<ApiResult<DirectoryOu[]>> {
  return http.get("/system/config/ldap/directory-ous", { silent: true });
}

export const OU_MAPPINGS_URL = "/system/config/ldap/ou";

export function listOuMappings(page: number, size: number): Promise<ApiResult<Page<LdapOu>>> {
  return http.get(OU_MAPPINGS_URL, { params: { page, size } });
}

/** Silent: the dialog shows messages beside its fields. */
export function createOuMapping(body: LdapOuBody): Promise<ApiResult<LdapOu>> {
  return http.post(OU_MAPPINGS_URL, { data: body, silent: true });
}

export function updateOuMapping(id: string, body: LdapOuBody): Promise<ApiResult<LdapOu>> {
  return http.put(`${OU_MAPPINGS_URL}/${seg(id)}`, { data: body, silent: true });
}

export function deleteOuMapping(id: string): Promise<ApiResult<null>> {
  return http.delete(`${OU_MAPPINGS_URL}/${seg(id)}`);
}

/** Silent: the panel says why a start was refused (not set up, one already running). */
export function startUserSync(): Promise<ApiResult<LdapSyncRun>> {
  return http.get("/system/sync/user", { silent: true });
}

export function getSyncStatus(): Promise<ApiResult<LdapSyncStatus>> {
  return http.get("/system/sync/user/status");
}
