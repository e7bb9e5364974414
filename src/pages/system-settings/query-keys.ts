import { authSettingsOps } from "#contract/operations/auth-settings";
import { ldapOps, ldapOuOps } from "#contract/operations/ldap";
import { queryKeyOf } from "../../providers/http/call";
/** Query keys the settings tabs share (a saved connection changes what the authentication tab offers). */
export const AUTH_SETTINGS_KEY = queryKeyOf(authSettingsOps.get);
export const SYNC_STATUS_KEY = queryKeyOf(ldapOps.syncStatus);
export const OU_MAPPINGS_KEY = queryKeyOf(ldapOuOps.list);
