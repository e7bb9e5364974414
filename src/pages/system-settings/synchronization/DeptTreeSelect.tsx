import { TreeSelect } from "antd";
import { useEffect, useState } from "react";
import type { Dept } from "#contract/departments";
import { ORG_ROOT_ID } from "#contract/limits/people";
import { departmentsOps } from "#contract/operations/departments";
import { call } from "../../../providers/http/call";

interface Node {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The name of the department already chosen, shown before its level is loaded. */
  knownName?: string;
  placeholder?: string;
}

const nodeOf = (dept: Dept): Node => ({
  id: dept.id,
  pId: dept.parentId,
  value: dept.id,
  title: dept.name,
  isLeaf: dept.leaf,
});

/** A department of the organisation tree, one level loaded per expand (spec §9: depth 1). */
export function DeptTreeSelect({ id, value, onChange, knownName, placeholder }: Props) {
  const [nodes, setNodes] = useState<Node[]>([]);
  const [loading, setLoading] = useState(true);

  const load = async (parentId: string) => {
    const result = await call(departmentsOps.children, { query: { parentId } });
    if (!result.ok) return;
    setNodes((current) => {
      const known = new Set(current.map((node) => node.id));
      return [...current, ...result.data.filter((dept) => !known.has(dept.id)).map(nodeOf)];
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the top level once
  useEffect(() => {
    void load(ORG_ROOT_ID).finally(() => setLoading(false));
  }, []);

  const label = nodes.find((node) => node.id === value)?.title ?? knownName ?? value;
  return (
    <TreeSelect<{ value: string; label?: string }>
      id={id}
      treeDataSimpleMode={{ id: "id", pId: "pId", rootPId: ORG_ROOT_ID }}
      treeData={nodes}
      loadData={(node) => load(String(node.value))}
      labelInValue
      value={value ? { value, label } : undefined}
      onChange={(chosen: { value: string } | undefined) => onChange?.(chosen?.value)}
      loading={loading}
      placeholder={placeholder}
      showSearch
      treeNodeFilterProp="title"
      allowClear
      style={{ width: "100%" }}
    />
  );
}
