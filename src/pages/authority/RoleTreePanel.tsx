import { CrownOutlined, SafetyCertificateOutlined, TeamOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Alert, Skeleton, Space, Tree, type TreeDataNode } from "antd";
import { useMemo } from "react";
import type { RoleTreeNode } from "#contract/roles";
import { RoleTreeActions } from "./RoleTreeActions";

interface Props {
  nodes?: RoleTreeNode[];
  loading: boolean;
  failed: boolean;
  selected?: RoleTreeNode;
  onSelect(id: string | undefined): void;
}

type Translate = (key: string) => string;

function toTree(nodes: readonly RoleTreeNode[], t: Translate): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    // Groups are chosen to add a role or a sub-group; roles to see them. A role the rule disables is shown, not chosen.
    disabled: node.type === "ROLE" && node.disabled,
    title: (
      <Space size={4}>
        {node.type === "GROUP" ? <TeamOutlined aria-hidden /> : null}
        <span>{node.name}</span>
        {node.system ? (
          <SafetyCertificateOutlined
            aria-label={t("authority.systemRole")}
            title={t("authority.systemRole")}
          />
        ) : null}
        {node.manager ? (
          <CrownOutlined aria-label={t("authority.managerRole")} title={t("authority.managerRole")} />
        ) : null}
      </Space>
    ),
    children: node.children?.length ? toTree(node.children, t) : undefined,
    isLeaf: node.type === "ROLE",
  }));
}

/** The role groups and roles, expanded; a SYSTEM role and a manager role carry an icon with its name. */
export function RoleTreePanel({ nodes, loading, failed, selected, onSelect }: Props) {
  const t = useTranslate();
  const data = useMemo(() => toTree(nodes ?? [], t), [nodes, t]);
  return (
    <nav aria-label={t("authority.roles")}>
      <h2 className="pane-title">{t("authority.roles")}</h2>
      <RoleTreeActions nodes={nodes ?? []} selected={selected} onSelect={onSelect} />
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      ) : failed ? (
        <Alert type="error" showIcon message={t("authority.treeFailed")} />
      ) : (
        <Tree
          treeData={data}
          defaultExpandAll
          blockNode
          showLine
          selectedKeys={selected ? [selected.id] : []}
          onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
        />
      )}
    </nav>
  );
}
