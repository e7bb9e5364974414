import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Skeleton, Space, Tag, Tree, type TreeDataNode } from "antd";
import { useEffect, useState } from "react";
import type { Dept } from "#contract/departments";
import { ORG_ROOT_ID } from "#contract/limits/people";
import { authorityOps } from "#contract/operations/authority";
import { departmentsOps } from "#contract/operations/departments";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import { SaveChangesBar } from "./SaveChangesBar";
import { saveChanges } from "./save-changes";

interface Props {
  roleId: string;
  disabled: boolean;
}

/** The role's data authority by organisation: a granted department covers every one below it. */
export function DataAuthorityTab({ roleId, disabled }: Props) {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const grants = useQuery({
    queryKey: queryKeyOf(authorityOps.roleData, { params: { id: roleId } }),
    queryFn: async () => unwrap(await call(authorityOps.roleData, { params: { id: roleId } })),
  });
  const [levels, setLevels] = useState<Map<string, Dept[]>>(new Map());
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const saved = grants.data?.deptIds ?? [];

  useEffect(() => setChosen(grants.data?.deptIds ?? []), [grants.data]);
  const load = async (parentId: string) => {
    const result = await call(departmentsOps.children, { query: { parentId } });
    if (result.ok) setLevels((current) => new Map(current).set(parentId, result.data));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the top level once
  useEffect(() => {
    void load(ORG_ROOT_ID);
  }, []);

  const nodes = (parentId: string, covered: boolean): TreeDataNode[] =>
    (levels.get(parentId) ?? []).map((dept) => ({
      key: dept.id,
      title: covered ? `${dept.name} (${t("authority.coveredAbove")})` : dept.name,
      isLeaf: dept.leaf,
      disableCheckbox: disabled || covered,
      children: levels.has(dept.id) ? nodes(dept.id, covered || chosen.includes(dept.id)) : undefined,
    }));

  const added = chosen.filter((id) => !saved.includes(id));
  const removed = saved.filter((id) => !chosen.includes(id));
  const save = async () => {
    setBusy(true);
    try {
      const failure = await saveChanges(
        (kind, deptIds) =>
          call(kind === "add" ? authorityOps.addRoleData : authorityOps.removeRoleData, {
            params: { id: roleId },
            body: { deptIds },
          }),
        added,
        removed,
      );
      if (failure) void message.error(failure.message);
      else void message.success(t("authority.saved"));
    } finally {
      setBusy(false);
    }
    await client.invalidateQueries({
      queryKey: queryKeyOf(authorityOps.roleData, { params: { id: roleId } }),
    });
  };

  if (grants.isLoading || !levels.has(ORG_ROOT_ID)) return <Skeleton active />;
  return (
    <>
      <p>{t("authority.dataHint")}</p>
      <Space size={[4, 4]} wrap style={{ marginBottom: 12 }} aria-label={t("authority.granted")}>
        <span>{t("authority.granted")}:</span>
        {grants.data?.depts.length ? (
          grants.data.depts.map((dept) => <Tag key={dept.id}>{dept.name}</Tag>)
        ) : (
          <span className="muted">{t("authority.noneGranted")}</span>
        )}
      </Space>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        treeData={nodes(ORG_ROOT_ID, false)}
        checkedKeys={chosen}
        loadData={(node) => load(String(node.key))}
        loadedKeys={[...levels.keys()]}
        onCheck={(_keys, info) => {
          const key = String(info.node.key);
          setChosen(info.checked ? [...chosen, key] : chosen.filter((id) => id !== key));
        }}
      />
      <SaveChangesBar
        busy={busy}
        changed={added.length > 0 || removed.length > 0}
        disabled={disabled}
        onSave={save}
        onUndo={() => setChosen(saved)}
      />
    </>
  );
}
