import type { BatchDataBody, DataAuthority, DeptIdsBody, EffectiveScope } from "#contract/authority";
import { op, operations } from "#contract/operation";

export const authorityOps = operations("authority", {
  roleData: op<DataAuthority>("GET /system/authority/role/data/{id}", { systemType: true }),
  addRoleData: op<DataAuthority, DeptIdsBody>("POST /system/authority/role/data/{id}", { systemType: true }),
  removeRoleData: op<DataAuthority, DeptIdsBody>("POST /system/authority/role/remove/data/{id}", {
    systemType: true,
  }),
  userData: op<DataAuthority>("GET /system/authority/user/data/{id}", "user"),
  setUserData: op<DataAuthority, DeptIdsBody>("POST /system/authority/user/data/{id}", "user"),
  addUsersData: op<null, BatchDataBody>("POST /system/authority/user/batch/add/data", "user"),
  deptIds: op<EffectiveScope>("GET /system/authority/all/deptIds/{id}", "user"),
});
