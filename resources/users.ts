import {
  ACCOUNT_MAX,
  ACCOUNT_PATTERN,
  ADDRESS_MAX,
  EMAIL_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  USER_SEXES,
} from "#contract/limits/people";
import { defineResource } from "../src/resource-kit/types";
import { DEPT_TREE_COVERED, ROLE_TREE, ROLES } from "./shared/options";
import { encryptedPasswords as encrypted, passwordRule } from "./shared/people";

export default defineResource({
  name: "users",
  nav: { route: "/system/user-management", order: 1 },
  access: { permission: "user" },
  titleField: "name",
  endpoints: {
    list: "GET /system/user",
    one: "GET /system/user/{id}",
    create: { endpoint: "POST /system/user", request: encrypted(["password"]) },
    update: "PUT /system/user/{id}",
    remove: "DELETE /system/user/{id}",
    removeMany: "POST /system/user/delete/list",
  },
  fields: [
    {
      name: "account",
      type: "text",
      readOnly: "edit",
      rules: {
        required: true,
        max: ACCOUNT_MAX,
        pattern: new RegExp(ACCOUNT_PATTERN),
        messages: { pattern: "users.rules.account" },
      },
      sortable: true,
      width: 140,
    },
    {
      name: "name",
      type: "text",
      rules: { required: true, max: PERSON_NAME_MAX },
      sortable: true,
      width: 120,
    },
    {
      name: "password",
      type: "password",
      views: ["create"],
      rules: { required: true, custom: [passwordRule] },
    },
    { name: "deptId", type: "tree", options: DEPT_TREE_COVERED, display: "deptName" },
    { name: "roleIds", type: "tree", options: ROLE_TREE, multiple: true, display: "roleNames" },
    { name: "email", type: "email", rules: { max: EMAIL_MAX } },
    { name: "phone", type: "phone", rules: { max: PHONE_MAX } },
    { name: "landline", type: "text", rules: { max: PHONE_MAX }, views: ["show", "create", "edit"] },
    { name: "address", type: "text", rules: { max: ADDRESS_MAX }, views: ["show", "create", "edit"] },
    { name: "sex", type: "enum", options: { values: USER_SEXES }, width: 80 },
    {
      name: "enabled",
      type: "boolean",
      initial: true,
      colors: { true: "success", false: "default" },
      width: 80,
    },
    {
      name: "dataDeptIds",
      type: "tree",
      options: DEPT_TREE_COVERED,
      multiple: true,
      display: "dataDeptNames",
      views: ["show", "edit"],
    },
    { name: "type", type: "enum", options: { values: ["SYSTEM", "NORMAL"] }, views: ["show"] },
    // The list's role filter (the server's `roleId`): users holding that role.
    { name: "roleId", type: "reference", options: ROLES, views: ["filter"] },
    { name: "createdAt", type: "datetime", views: ["show"], sortable: true },
    { name: "updatedAt", type: "datetime", views: ["show"] },
  ],
  list: {
    columns: ["account", "name", "deptId", "roleIds", "enabled"],
    filters: [{ field: "roleId" }, { field: "enabled" }],
    defaultSort: { field: "createdAt", order: "desc" },
  },
  actions: [
    {
      name: "enable",
      scope: "record",
      endpoint: "PUT /system/user/{id}",
      body: () => ({ enabled: true }),
      visible: (record) => record.enabled === false,
    },
    {
      name: "disable",
      scope: "record",
      endpoint: "PUT /system/user/{id}",
      body: () => ({ enabled: false }),
      confirm: true,
      danger: true,
      visible: (record) => record.enabled === true,
    },
    {
      name: "resetPassword",
      scope: "record",
      endpoint: { endpoint: "PATCH /system/user/{id}/change/password", request: encrypted(["newPassword"]) },
      params: [
        {
          name: "newPassword",
          type: "password",
          views: ["create", "edit"],
          rules: { required: true, custom: [passwordRule] },
        },
      ],
    },
    {
      name: "changeRoles",
      scope: "selection",
      endpoint: "POST /system/user/batch/update/role",
      params: [{ name: "roleIds", type: "tree", options: ROLE_TREE, multiple: true }],
      body: ({ ids, values }) => ({ userIds: ids ?? [], roleIds: values?.roleIds ?? [] }),
    },
  ],
  screens: { list: () => import("../src/pages/users/UserManagementScreen") },
});
