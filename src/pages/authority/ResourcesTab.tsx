import { useTranslate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Tree, type TreeDataNode } from "antd";
import { useEffect, useMemo, useState } from "react";
import { rolesOps } from "#contract/operations/roles";
import type { Role } from "#contract/roles";
import { changeResources, PERMISSION_TREE, type PermissionNode } from "#contract/rules/permission-tree";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../providers/http/call";
import { PAGE_ROUTES, SECTIONS } from "../../routing/route-table";
import { SaveChangesBar } from "./SaveChangesBar";
import { saveChanges } from "./save-changes";

interface Props {
  role: Role;
  disabled: boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The pages (menu entries) a permission opens, from the route table. */
function pagesOf(key: string, t: Translate): string {
  const sections = SECTIONS.filter((s) => s.permission === key).map((s) => t(s.label));
  const pages = PAGE_ROUTES.filter((r) => r.permission === key).map((r) => t(r.label));
  return [...sections, ...pages].join("、");
}

function toTree(nodes: readonly PermissionNode[], t: Translate): TreeDataNode[] {
  return nodes.map((node) => {
    const pages = pagesOf(node.key, t);
    return {
      key: node.key,
      title: (
        <span>
          {t(`authority.permissions.${node.key}`)}
          <span className="muted"> · {node.key}</span>
          {pages ? <span className="muted"> — {pages}</span> : null}
        </span>
      ),
      children: node.children ? toTree(node.children, t) : undefined,
    };
  });
}

/** The role's resources as the permission tree of spec §2/§6: choosing a page chooses its section. */
export function ResourcesTab({ role, disabled }: Props) {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const [held, setHeld] = useState<string[]>(role.resources);
  const [busy, setBusy] = useState(false);
  useEffect(() => setHeld(role.resources), [role.resources]);
  const data = useMemo(() => toTree(PERMISSION_TREE, t), [t]);
  const added = held.filter((name) => !role.resources.includes(name));
  const removed = role.resources.filter((name) => !held.includes(name));

  const save = async () => {
    setBusy(true);
    try {
      const failure = await saveChanges(
        (kind, resources) =>
          call(kind === "add" ? rolesOps.addResources : rolesOps.removeResources, {
            params: { id: role.id },
            body: { resources },
          }),
        added,
        removed,
      );
      if (failure) void message.error(failure.message);
      else void message.success(t("authority.saved"));
    } finally {
      setBusy(false);
    }
    await client.invalidateQueries({ queryKey: queryKeyOf(rolesOps.one, { params: { id: role.id } }) });
  };

  return (
    <>
      <Tree
        checkable
        checkStrictly
        defaultExpandAll
        selectable={false}
        disabled={disabled}
        treeData={data}
        checkedKeys={held}
        onCheck={(_keys, info) => {
          const key = String(info.node.key);
          setHeld(changeResources(held, info.checked ? { add: [key] } : { remove: [key] }));
        }}
      />
      <SaveChangesBar
        busy={busy}
        changed={added.length > 0 || removed.length > 0}
        disabled={disabled}
        onSave={save}
        onUndo={() => setHeld(role.resources)}
      />
    </>
  );
}
