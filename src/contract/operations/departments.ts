import type {
  Dept,
  DeptBody,
  DeptChildrenQuery,
  DeptListBody,
  DeptTreeQuery,
  DeptUpdateBody,
} from "#contract/departments";
import { op, operations } from "#contract/operation";
import type { DeptNode } from "#contract/org";

export const departmentsOps = operations("departments", {
  tree: op<DeptNode[], undefined, DeptTreeQuery>("GET /system/dept/tree", "login"),
  children: op<Dept[], undefined, DeptChildrenQuery>("GET /system/dept", "login"),
  top: op<Dept[]>("GET /system/dept/top", "login"),
  byIds: op<Dept[], DeptListBody>("POST /system/dept/list", "login", { audit: "read" }),
  one: op<Dept>("GET /system/dept/{id}", "login"),
  create: op<Dept, DeptBody>("POST /system/dept", "user"),
  update: op<Dept, DeptUpdateBody>("PUT /system/dept/{id}", "user"),
  remove: op<null>("DELETE /system/dept/{id}", "user"),
  setSelf: op<Dept[]>("GET /system/dept/set/self/{id}/{parentId}", "user"),
  adminTop: op("GET /system/dept/admin/top/{id}", "user"),
  adminChildren: op("GET /system/dept/admin/child/{userId}/{parentId}", "user"),
});
