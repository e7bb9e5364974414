import { useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Empty } from "antd";
import { useSearchParams } from "react-router";
import { rolesOps } from "#contract/operations/roles";
import { PageFrame } from "../../components/PageFrame";
import { call, queryKeyOf } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import { RoleDetail } from "./RoleDetail";
import { RoleTreePanel } from "./RoleTreePanel";
import { findNode } from "./role-tree-nodes";

export const ROLE_TREE_KEY = queryKeyOf(rolesOps.groups);

/**
 * /system/authority-management (SYSTEM users): role groups and roles on the left (the role-tree
 * rule of spec §6 marks what the user may not touch), the chosen role's resources, data authority
 * by organisation and members on the right. The chosen role is in the URL.
 */
export function AuthorityPage() {
  const t = useTranslate();
  const [search, setSearch] = useSearchParams();
  const roleId = search.get("role") ?? undefined;
  const tree = useQuery({
    queryKey: ROLE_TREE_KEY,
    queryFn: async () => unwrap(await call(rolesOps.groups, { query: { type: "ROLE" } })),
  });
  const role = roleId && tree.data ? findNode(tree.data, roleId) : undefined;

  const choose = (id: string | undefined) => {
    const next = new URLSearchParams(search);
    if (id) next.set("role", id);
    else next.delete("role");
    next.delete("tab");
    setSearch(next);
  };

  return (
    <PageFrame title={t("authority.title")}>
      <div className="two-panes">
        <div className="two-panes-side">
          <RoleTreePanel
            nodes={tree.data}
            loading={tree.isLoading}
            failed={tree.isError}
            selected={role}
            onSelect={choose}
          />
        </div>
        <div className="two-panes-main">
          {role?.type === "ROLE" ? (
            <RoleDetail roleId={role.id} disabled={role.disabled} onDeleted={() => choose(undefined)} />
          ) : (
            <Empty description={t("authority.chooseRole")} />
          )}
        </div>
      </div>
    </PageFrame>
  );
}
