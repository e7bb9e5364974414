import { useTranslate } from "@refinedev/core";
import { Alert, Button, Empty, Skeleton, Space, Tree, type TreeDataNode } from "antd";
import { useMemo } from "react";
import type { Dept } from "#contract/departments";
import { DeptActions } from "./DeptActions";
import { DeptSearch } from "./DeptSearch";
import { type OrgTreeState, TOPS } from "./use-org-tree";

interface Props {
  tree: OrgTreeState;
  /** The chosen department (its users, with those below it, are listed), or none for everyone. */
  selected?: string;
  onSelect(id: string | undefined): void;
}

function nodes(tree: OrgTreeState, level: string, outside: string): TreeDataNode[] {
  return (tree.levels.get(level) ?? []).map((dept: Dept) => ({
    key: dept.id,
    title: dept.disabled ? `${dept.name} (${outside})` : dept.name,
    isLeaf: dept.leaf,
    disabled: dept.disabled,
    children: tree.levels.has(dept.id) ? nodes(tree, dept.id, outside) : undefined,
  }));
}

/** The organisation beside the user list: choosing a department lists its people; its actions change it. */
export function OrgTree({ tree, selected, onSelect }: Props) {
  const t = useTranslate();
  const data = useMemo(() => nodes(tree, TOPS, t("org-tree.outside")), [tree, t]);
  const chosen = selected ? tree.find(selected) : undefined;

  return (
    <nav aria-label={t("org-tree.title")}>
      <Space style={{ justifyContent: "space-between", width: "100%", marginBottom: 8 }} wrap>
        <strong>{t("org-tree.title")}</strong>
        <Button size="small" type="link" onClick={() => onSelect(undefined)} disabled={!selected}>
          {t("org-tree.all")}
        </Button>
      </Space>
      <DeptActions tree={tree} selected={chosen} onDeleted={() => onSelect(undefined)} />
      <DeptSearch
        onFound={async (dept) => {
          await tree.reveal(dept);
          onSelect(dept.id);
        }}
      />
      {tree.loading ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : tree.failed ? (
        <Alert type="error" showIcon message={t("org-tree.failed")} />
      ) : data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("org-tree.empty")} />
      ) : (
        <Tree
          treeData={data}
          selectedKeys={selected ? [selected] : []}
          expandedKeys={tree.expanded}
          onExpand={(keys) => tree.setExpanded(keys.map(String))}
          loadedKeys={[...tree.levels.keys()]}
          loadData={(node) => tree.loadChildren(String(node.key))}
          onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
          blockNode
          showLine
        />
      )}
    </nav>
  );
}
