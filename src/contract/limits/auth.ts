/**
 * Signing in: the login types, the password rule, the directory (LDAP) and single sign-on.
 */

/**
 * How users sign in: the console's own form with local passwords (LOCAL), the same form where users
 * synchronised from the directory bind with their directory password (LDAP; local accounts keep
 * theirs), or an external login page (CAS, OAUTH2, SAML).
 */
export const LOGIN_TYPES = ["LOCAL", "LDAP", "CAS", "OAUTH2", "SAML"] as const;
/**
 * The password rule an administrator sets (user setting, authentication): the shortest length and how
 * many of the four classes (upper-case, lower-case, digit, symbol) a password holds. At most
 * PASSWORD_MAX_LENGTH characters whatever the rule.
 */
export const PASSWORD_MAX_LENGTH = 32;
export const PASSWORD_POLICY_RANGES = {
  minLength: { default: 8, minimum: 6, maximum: PASSWORD_MAX_LENGTH },
  minClasses: { default: 3, minimum: 1, maximum: 4 },
} as const;
/** The directory connection (LDAP): lengths of its settings. */
export const LDAP_URL_MAX = 255;
export const LDAP_DN_MAX = 1000;
export const LDAP_FILTER_MAX = 1000;
/** `ldap://host[:port]` or `ldaps://host[:port]`, nothing after the address. */
export const LDAP_URL_PATTERN =
  "^ldaps?://[A-Za-z0-9.\\-]+(:[0-9]{1,5})?/?$|^ldaps?://\\[[0-9A-Fa-f:.]+\\](:[0-9]{1,5})?/?$";
/** An attribute name of the directory (letters, digits and hyphens, starting with a letter). */
export const LDAP_ATTRIBUTE_PATTERN = "^[A-Za-z][A-Za-z0-9-]{0,63}$";
/** The attributes a directory user is read with, by default (inetOrgPerson, OpenLDAP's entryUUID). */
export const LDAP_DEFAULT_ATTRIBUTES = {
  account: "uid",
  name: "cn",
  email: "mail",
  phone: "telephoneNumber",
  id: "entryUUID",
} as const;
export const LDAP_DEFAULT_USER_FILTER = "(objectClass=inetOrgPerson)";
/** The most OU mappings, and OUs read from the directory for choosing one. */
export const LDAP_MAX_OUS = 1000;
/** A synchronisation: running, or how it ended. */
export const LDAP_SYNC_STATUSES = ["RUNNING", "SUCCEEDED", "FAILED"] as const;
/** What a running synchronisation is doing. */
export const LDAP_SYNC_PHASES = ["CONNECTING", "SEARCHING", "WRITING", "DISABLING", "DONE"] as const;
/** Why a synchronisation or a connection test failed (the first four change nothing by construction). */
export const LDAP_FAILURES = [
  "NOT_CONFIGURED",
  "KEY_UNREADABLE",
  "CONNECT_FAILED",
  "BIND_FAILED",
  "BASE_NOT_FOUND",
  "SEARCH_FAILED",
  "EMPTY_DIRECTORY",
  "INTERRUPTED",
  "WRITE_FAILED",
] as const;
/** Why one directory entry was left out of a synchronisation. */
export const LDAP_ENTRY_PROBLEMS = [
  "ACCOUNT_MISSING",
  "ACCOUNT_INVALID",
  "ACCOUNT_LOCAL",
  "ACCOUNT_DUPLICATE",
  "ID_MISSING",
] as const;
/** The most entry problems a synchronisation keeps (the count goes on). */
export const LDAP_MAX_REPORTED_PROBLEMS = 100;
/** Single sign-on: the external login types, and what their settings may hold. */
export const SSO_PROTOCOLS = ["CAS", "OAUTH2", "SAML"] as const;
export const SSO_URL_MAX = 500;
/** An http(s) address with a host, no spaces. */
export const SSO_URL_PATTERN = "^https?://[^\\s/?#]+[^\\s]*$";
export const SSO_METADATA_MAX = 100_000;
export const SSO_CERTIFICATE_MAX = 10_000;
/** The claim or attribute that names the account when the form gives none. */
export const SSO_DEFAULT_ACCOUNT_ATTRIBUTE = {
  CAS: "user",
  OAUTH2: "preferred_username",
  SAML: "nameID",
} as const;
/** Why a single sign-on did not end in a session (the /singleLogin page says it in words). */
export const SSO_FAILURES = [
  "NOT_CONFIGURED",
  "STATE_INVALID",
  "PROVIDER_UNREACHABLE",
  "PROVIDER_REFUSED",
  "RESPONSE_INVALID",
  "ACCOUNT_MISSING",
  "UNKNOWN_ACCOUNT",
  "ACCOUNT_DISABLED",
  "GRANT_INVALID",
] as const;
