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
import { op, operations } from "#contract/operation";

export const ldapOps = operations("ldap", {
  get: op<LdapSettings>("GET /system/config/ldap", { systemType: true }),
  update: op<LdapSettings, LdapSettingsBody>("PUT /system/config/ldap", { systemType: true }),
  test: op<LdapTestResult, LdapSettingsBody>(
    "POST /system/config/ldap/test",
    { systemType: true },
    { audit: "read" },
  ),
  directoryOus: op<DirectoryOu[]>("GET /system/config/ldap/directory-ous", { systemType: true }),
  sync: op<LdapSyncRun>("GET /system/sync/user", { systemType: true }),
  syncStatus: op<LdapSyncStatus>("GET /system/sync/user/status", { systemType: true }),
});

/** The mappings of directory OUs to departments. */
export const ldapOuOps = operations("ldapOu", {
  list: op<Page<LdapOu>>("GET /system/config/ldap/ou", { systemType: true }),
  one: op("GET /system/config/ldap/ou/{id}", { systemType: true }),
  create: op<LdapOu, LdapOuBody>("POST /system/config/ldap/ou", { systemType: true }),
  update: op<LdapOu, LdapOuBody>("PUT /system/config/ldap/ou/{id}", { systemType: true }),
  remove: op<null>("DELETE /system/config/ldap/ou/{id}", { systemType: true }),
  removeMany: op("POST /system/config/ldap/ou/delete/batch", { systemType: true }),
});
