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
import { ldapOps, ldapOuOps } from "#contract/operations/ldap";
import { withEncryptedPasswords } from "../auth/password-fields";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

export function getLdapSettings(): Promise<ApiResult<LdapSettings>> {
  return call(ldapOps.get);
}

/** The bind password leaves the browser encrypted with the login key; empty keeps the stored one. */
const encrypted = async (body: LdapSettingsBody) =>
  (await withEncryptedPasswords(body, ["bindPassword"])) as LdapSettingsBody;

/** Silent: the form shows messages beside its fields. */
export async function saveLdapSettings(body: LdapSettingsBody): Promise<ApiResult<LdapSettings>> {
  return call(ldapOps.update, { body: await encrypted(body) }, { silent: true });
}

export async function testLdapSettings(body: LdapSettingsBody): Promise<ApiResult<LdapTestResult>> {
  return call(ldapOps.test, { body: await encrypted(body) }, { silent: true });
}

/** Silent: the OU picker falls back to typing a DN and says why. */
export function getDirectoryOus(): Promise<ApiResult<DirectoryOu[]>> {
  return call(ldapOps.directoryOus, {}, { silent: true });
}

export function listOuMappings(page: number, size: number): Promise<ApiResult<Page<LdapOu>>> {
  return call(ldapOuOps.list, { query: { page, size } });
}

/** Silent: the dialog shows messages beside its fields. */
export function createOuMapping(body: LdapOuBody): Promise<ApiResult<LdapOu>> {
  return call(ldapOuOps.create, { body }, { silent: true });
}

export function updateOuMapping(id: string, body: LdapOuBody): Promise<ApiResult<LdapOu>> {
  return call(ldapOuOps.update, { params: { id }, body }, { silent: true });
}

export function deleteOuMapping(id: string): Promise<ApiResult<null>> {
  return call(ldapOuOps.remove, { params: { id } });
}

/** Silent: the panel says why a start was refused (not set up, one already running). */
export function startUserSync(): Promise<ApiResult<LdapSyncRun>> {
  return call(ldapOps.sync, {}, { silent: true });
}

export function getSyncStatus(): Promise<ApiResult<LdapSyncStatus>> {
  return call(ldapOps.syncStatus);
}
