/**
 * Users (spec §3 "User form", §7 "Organisations and users"). A user's type and authorities are not
 * fields: they follow from the user's roles (a SYSTEM role makes a SYSTEM user), so a body naming
 * them (or an id) has those properties dropped.
 */

import { UserType } from "#contract/auth";
import {
  ACCOUNT_MAX,
  ACCOUNT_PATTERN,
  ADDRESS_MAX,
  EMAIL_MAX,
  MAX_AUTHORITY_DEPTS,
  MAX_BATCH_USERS,
  PERSON_NAME_MAX,
  PHONE_MAX,
  USER_SEXES,
} from "#contract/limits/people";
import { ID_MAX, KEYWORD_MAX } from "#contract/limits/wire";
import { ListQuery } from "#contract/list";
import { NStr, Record } from "#contract/records";
import { Enum, Id, Ids, Nullable, NullableText, Obj, type Static, Str, Type } from "#contract/schema";

export const UserSex = Enum(USER_SEXES);
export type UserSex = Static<typeof UserSex>;

export const User = Record({
  account: Type.String(),
  name: Type.String(),
  type: UserType,
  deptId: NStr(),
  deptName: NStr(),
  roleIds: Type.Array(Type.String()),
  /** The names of `roleIds`, in the same order. */
  roleNames: Type.Array(Type.String()),
  /** The departments the user's own data authority covers (#contract/authority), and their names. */
  dataDeptIds: Type.Array(Type.String()),
  dataDeptNames: Type.Array(Type.String()),
  email: NStr(),
  phone: NStr(),
  landline: NStr(),
  address: NStr(),
  sex: Nullable(UserSex),
  enabled: Type.Boolean(),
});
export type User = Static<typeof User>;

const profileFields = {
  name: Str(1, PERSON_NAME_MAX),
  deptId: Type.Optional(NullableText(ID_MAX)),
  roleIds: Type.Optional(Ids(50)),
  /** The user's own data authority: exactly these departments (those beyond the caller's reach stay). */
  dataDeptIds: Type.Optional(Ids(MAX_AUTHORITY_DEPTS)),
  email: Type.Optional(NullableText(EMAIL_MAX)),
  phone: Type.Optional(NullableText(PHONE_MAX)),
  landline: Type.Optional(NullableText(PHONE_MAX)),
  address: Type.Optional(NullableText(ADDRESS_MAX)),
  sex: Type.Optional(Nullable(UserSex)),
  enabled: Type.Optional(Type.Boolean()),
};

/** `password` encrypted like the login password (RSA-OAEP with a nonce). */
export const UserBody = Obj({
  account: Str(1, ACCOUNT_MAX, { pattern: ACCOUNT_PATTERN }),
  password: Str(1, 1024),
  ...profileFields,
});
export type UserBody = Static<typeof UserBody>;

/** An absent field keeps its value; the account and password stay (see change/password). */
export const UserUpdateBody = Obj({ ...profileFields, name: Type.Optional(Str(1, PERSON_NAME_MAX)) });
export type UserUpdateBody = Static<typeof UserUpdateBody>;

export const UserFilters = {
  /** The department and every department below it. */
  deptId: Id(),
  roleId: Id(),
  enabled: Type.Boolean(),
};
export const UserListQuery = ListQuery(UserFilters);
export type UserListQuery = ListQuery<typeof UserFilters>;

/** The same list with its query in the body, and exact ids. */
export const UserListBody = Obj({
  ...UserListQuery.properties,
  ids: Type.Optional(Ids(MAX_BATCH_USERS)),
});
export type UserListBody = Static<typeof UserListBody> & { page: number; size: number };

/** A user as a role member or a picker offers them. */
export const UserRef = Obj({
  id: Type.String(),
  account: Type.String(),
  name: Type.String(),
  deptId: NStr(),
  deptName: NStr(),
  enabled: Type.Boolean(),
});
export type UserRef = Static<typeof UserRef>;

/** Unpaged (capped), e.g. the users of one department. */
export const AllUsersBody = Obj({
  deptId: Type.Optional(Id()),
  keyword: Type.Optional(Str(1, KEYWORD_MAX)),
  roleId: Type.Optional(Id()),
});
export type AllUsersBody = Static<typeof AllUsersBody>;

/** These users get exactly these roles (roles the caller may not give stay). */
export const BatchRoleBody = Obj({
  userIds: Ids(MAX_BATCH_USERS, { minItems: 1 }),
  roleIds: Ids(50),
});
export type BatchRoleBody = Static<typeof BatchRoleBody>;

export const UserIdsBody = Obj({ userIds: Ids(MAX_BATCH_USERS, { minItems: 1 }) });
export type UserIdsBody = Static<typeof UserIdsBody>;
