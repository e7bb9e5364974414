/** Query keys the settings tabs share (a saved connection changes what the authentication tab offers). */
export const AUTH_SETTINGS_KEY = ["auth-settings"];
export const SYNC_STATUS_KEY = ["sync-status"];
export const OU_MAPPINGS_KEY = ["ldap-ou-mappings"];
