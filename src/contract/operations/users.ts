import type { PasswordChangeBody } from "#contract/auth";
import type { Page } from "#contract/list";
import { op, operations } from "#contract/operation";
import type { AllUsersBody, BatchRoleBody, User, UserListBody, UserRef } from "#contract/users";

export const usersOps = operations("users", {
  list: op<Page<User>>("GET /system/user", "user"),
  one: op("GET /system/user/{id}", "user"),
  create: op("POST /system/user", "user"),
  update: op("PUT /system/user/{id}", "user"),
  remove: op("DELETE /system/user/{id}", "user"),
  removeMany: op("POST /system/user/delete/list", "user"),
  byIds: op<Page<User>, UserListBody>("POST /system/user/list", "user", { audit: "read" }),
  all: op<UserRef[], AllUsersBody>("POST /system/user/list/all/users", "user", { audit: "read" }),
  admins: op<UserRef[]>("GET /system/user/admin", "user"),
  setRoles: op<null, BatchRoleBody>("POST /system/user/batch/update/role", "user"),
  changePassword: op<null, PasswordChangeBody>("PATCH /system/user/{id}/change/password", "login"),
});
