import type { Page } from "#contract/list";
import { op, operations } from "#contract/operation";
import type { OrgNode, UserOption, UserOptionsQuery } from "#contract/org";

export const orgOptionsOps = operations("orgOptions", {
  children: op<OrgNode[]>("GET /system/org/children", "login"),
  userOptions: op<Page<UserOption>, undefined, UserOptionsQuery>("GET /system/user/options", "login"),
});
