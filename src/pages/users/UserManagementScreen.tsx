import type { CrudFilter } from "@refinedev/core";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { usePasswordPolicy } from "../../auth/use-password-policy";
import { ResourceList } from "../../resource-kit/ResourceList";
import type { ScreenProps } from "../../resource-kit/types";
import { OrgTree } from "./OrgTree";
import { useOrgTree } from "./use-org-tree";

/** The `dept` query parameter: the department whose people are listed (and those below it). */
const DEPT_PARAM = "dept";

/**
 * /system/user-management: the generated user list with the organisation tree beside it. Choosing a
 * department filters the list (kept in the URL, so a reload keeps it); the tree also adds, renames,
 * moves and deletes departments.
 */
export default function UserManagementScreen({ def }: ScreenProps) {
  const [search, setSearch] = useSearchParams();
  const dept = search.get(DEPT_PARAM) ?? undefined;
  const tree = useOrgTree();
  // The password forms of this screen (a new user, a reset) check the administrator's rule as you type.
  usePasswordPolicy();
  const filters = useMemo<CrudFilter[] | undefined>(
    () => (dept ? [{ field: "deptId", operator: "eq", value: dept }] : undefined),
    [dept],
  );

  const choose = (id: string | undefined) => {
    const next = new URLSearchParams(search);
    if (id) next.set(DEPT_PARAM, id);
    else next.delete(DEPT_PARAM);
    setSearch(next);
  };

  return (
    <ResourceList
      def={def}
      permanentFilters={filters}
      aside={<OrgTree tree={tree} selected={dept} onSelect={choose} />}
    />
  );
}
