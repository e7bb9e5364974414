/**
 * The company directory (LDAP): the connection settings, the OU → department mapping (spec §7
 * "System config": /system/config/ldap/ou*), the user synchronisation and its status (spec §7
 * "Organisations and users": /system/sync/user*). The bind password is write-only: it travels
 * encrypted like a login password and no answer carries it.
 */
import {
  LDAP_ATTRIBUTE_PATTERN,
  LDAP_DEFAULT_ATTRIBUTES,
  LDAP_DEFAULT_USER_FILTER,
  LDAP_DN_MAX,
  LDAP_ENTRY_PROBLEMS,
  LDAP_FAILURES,
  LDAP_FILTER_MAX,
  LDAP_SYNC_PHASES,
  LDAP_SYNC_STATUSES,
  LDAP_URL_MAX,
  LDAP_URL_PATTERN,
} from "#contract/limits/auth";
import { NInt, NStr } from "#contract/records";
import { Default, Enum, Id, Nullable, Obj, type Static, Str, Type } from "#contract/schema";

const Attribute = () => Str(1, 64, { pattern: LDAP_ATTRIBUTE_PATTERN });
const Dn = () => Str(1, LDAP_DN_MAX);

export const LdapFailure = Enum(LDAP_FAILURES);
export type LdapFailure = Static<typeof LdapFailure>;

/** Which attribute of a directory entry fills which field of a user; `id` must never change for an entry. */
export const LdapAttributes = Obj({
  account: Default(Attribute(), LDAP_DEFAULT_ATTRIBUTES.account),
  name: Default(Attribute(), LDAP_DEFAULT_ATTRIBUTES.name),
  email: Default(Nullable(Attribute()), LDAP_DEFAULT_ATTRIBUTES.email),
  phone: Default(Nullable(Attribute()), LDAP_DEFAULT_ATTRIBUTES.phone),
  id: Default(Attribute(), LDAP_DEFAULT_ATTRIBUTES.id),
});
export type LdapAttributes = Static<typeof LdapAttributes>;

/** `bindPasswordSet` says whether a password is stored, never which. */
export const LdapSettings = Obj({
  configured: Type.Boolean(),
  url: NStr(),
  bindDn: NStr(),
  bindPasswordSet: Type.Boolean(),
  baseDn: NStr(),
  userFilter: Type.String(),
  attributes: LdapAttributes,
  updatedAt: NInt(),
});
export type LdapSettings = Static<typeof LdapSettings>;

/**
 * ldap.update and ldap.test (the form's values, saved or not).
 * `bindPassword` is encrypted like a login password; absent or empty keeps the stored one.
 */
export const LdapSettingsBody = Obj({
  url: Str(1, LDAP_URL_MAX, { pattern: LDAP_URL_PATTERN }),
  bindDn: Dn(),
  bindPassword: Type.Optional(Str(0, 1024)),
  baseDn: Dn(),
  userFilter: Default(Str(3, LDAP_FILTER_MAX, { pattern: "^\\(.*\\)$" }), LDAP_DEFAULT_USER_FILTER),
  attributes: LdapAttributes,
});
export type LdapSettingsBody = Static<typeof LdapSettingsBody>;

/** The answer of a connection test: reachable, bound, and what the user filter finds under the base. */
export const LdapTestResult = Obj({
  ok: Type.Boolean(),
  failure: Nullable(LdapFailure),
  /** In the request's language; with the directory's own words in `detail`. */
  message: Type.String(),
  detail: NStr(),
  users: NInt(),
  /** A few accounts the filter finds, to check the attribute mapping by eye. */
  sample: Type.Array(Type.String()),
  elapsedMs: Type.Integer(),
});
export type LdapTestResult = Static<typeof LdapTestResult>;

/** An OU of the directory whose users belong to a department (and the OUs below it, unless mapped too). */
export const LdapOu = Obj({
  id: Type.String(),
  ouDn: Type.String(),
  deptId: Type.String(),
  deptName: Type.String(),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
});
export type LdapOu = Static<typeof LdapOu>;

export const LdapOuBody = Obj({ ouDn: Dn(), deptId: Id() });
export type LdapOuBody = Static<typeof LdapOuBody>;

/** The organisational units under the base, to pick from. */
export const DirectoryOu = Obj({ dn: Type.String(), name: Type.String() });
export type DirectoryOu = Static<typeof DirectoryOu>;

/** One entry left out of a synchronisation, and why. */
export const LdapEntryProblem = Obj({
  dn: Type.String(),
  account: NStr(),
  problem: Enum(LDAP_ENTRY_PROBLEMS),
  message: Type.String(),
});
export type LdapEntryProblem = Static<typeof LdapEntryProblem>;

/** A synchronisation, running or ended, with its counts. */
export const LdapSyncRun = Obj({
  id: Type.String(),
  status: Enum(LDAP_SYNC_STATUSES),
  phase: Enum(LDAP_SYNC_PHASES),
  failure: Nullable(LdapFailure),
  message: NStr(),
  detail: NStr(),
  startedAt: Type.Integer(),
  finishedAt: NInt(),
  startedBy: NStr(),
  /** Entries the directory answered so far, and how many of them have been written. */
  found: Type.Integer(),
  processed: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** Users who left the directory (disabled), and users who came back (enabled again). */
  disabled: Type.Integer(),
  enabled: Type.Integer(),
  skipped: Type.Integer(),
  problems: Type.Array(LdapEntryProblem),
});
export type LdapSyncRun = Static<typeof LdapSyncRun>;

/** The running or last synchronisation, and when one last succeeded. */
export const LdapSyncStatus = Obj({
  running: Type.Boolean(),
  run: Nullable(LdapSyncRun),
  lastSucceededAt: NInt(),
  /** Users synchronised from the directory, and how many of them are enabled. */
  directoryUsers: Type.Integer(),
  enabledDirectoryUsers: Type.Integer(),
});
export type LdapSyncStatus = Static<typeof LdapSyncStatus>;
