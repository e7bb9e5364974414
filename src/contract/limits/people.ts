/**
 * People: users, departments, roles and their authority.
 */

/** User types (spec §3): SYSTEM users see every system page. */
export const USER_TYPES = ["SYSTEM", "NORMAL"] as const;
/** The parent id of the top departments, and the department of users without one. */
export const ORG_ROOT_ID = "0";
/** People (spec §3 "User form"): the sexes a user may state, and the lengths of the user's fields. */
export const USER_SEXES = ["MALE", "FEMALE"] as const;
export const ACCOUNT_MAX = 64;
/** An account: letters, digits and `._@-`, starting with a letter or digit. */
export const ACCOUNT_PATTERN = "^[A-Za-z0-9][A-Za-z0-9._@-]*$";
export const PERSON_NAME_MAX = 50;
export const EMAIL_MAX = 128;
export const PHONE_MAX = 32;
export const ADDRESS_MAX = 200;
/** Departments, role groups and roles: a name of at most this many characters. */
export const DEPT_NAME_MAX = 50;
export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 200;
/** The most users one batch call (delete, role change, role members) names. */
export const MAX_BATCH_USERS = 500;
/** The most departments one data-authority call names. */
export const MAX_AUTHORITY_DEPTS = 2000;
/** Unpaged people lists (a role's add-users picker, the administrators) stop at this many. */
export const PEOPLE_LIST_CAP = 1000;
/** The kind of node in the role-group tree. */
export const ROLE_TREE_NODE_TYPES = ["GROUP", "ROLE"] as const;
/** A permission name sent as a role's resource is at most this long (unknown names are refused). */
export const PERMISSION_NAME_MAX = 64;
