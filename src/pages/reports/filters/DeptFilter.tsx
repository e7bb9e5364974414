import { useTranslate } from "@refinedev/core";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Dept } from "#contract/departments";
import { departmentsOps } from "#contract/operations/departments";
import { TreeSelect } from "../../../performance/deferred-ui/lazy-pickers";
import { call } from "../../../providers/http/call";

interface Option {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
  disabled: boolean;
}

const option = (dept: Dept, pId: string): Option => ({
  id: dept.id,
  pId,
  value: dept.id,
  title: dept.name,
  isLeaf: dept.leaf,
  disabled: dept.disabled,
});

const TOP = "__top__";

/**
 * The department a report covers, from the caller's organisation tree (where their data authority
 * starts, one level per expand; departments outside it are shown greyed for the path). Cleared,
 * the report covers everything the caller may see.
 */
export function DeptFilter({ value, onChange }: { value?: string; onChange: (dept?: string) => void }) {
  const t = useTranslate();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(true);
  const loadedLevels = useRef(new Set<string>());

  const add = useCallback((parent: string, depts: Dept[]) => {
    setOptions((current) => {
      const known = new Set(current.map((o) => o.id));
      return [...current, ...depts.filter((d) => !known.has(d.id)).map((d) => option(d, parent))];
    });
  }, []);

  useEffect(() => {
    let live = true;
    void call(departmentsOps.top)
      .then((result) => {
        if (live && result.ok) add(TOP, result.data);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [add]);

  // A department named by the link, not yet in the loaded levels, still shows its name (at the
  // top until its parent's level is opened).
  useEffect(() => {
    if (!value || options.some((o) => o.id === value) || loading) return;
    let live = true;
    void call(departmentsOps.one, { params: { id: value } }, { silent: true }).then((result) => {
      if (live && result.ok) add(result.data.parentId, [result.data]);
    });
    return () => {
      live = false;
    };
  }, [value, options, loading, add]);

  return (
    <TreeSelect
      allowClear
      showSearch
      treeDataSimpleMode
      treeNodeFilterProp="title"
      style={{ minWidth: 220 }}
      popupMatchSelectWidth={320}
      aria-label={t("reports.dept.label")}
      placeholder={t("reports.dept.all")}
      loading={loading}
      value={value}
      treeData={options}
      loadData={async (node) => {
        const id = String(node.value);
        if (loadedLevels.current.has(id)) return;
        const result = await call(departmentsOps.children, { query: { parentId: id } });
        if (!result.ok) return;
        loadedLevels.current.add(id);
        add(id, result.data);
      }}
      onChange={(next?: string) => onChange(next || undefined)}
      notFoundContent={t("reports.dept.none")}
    />
  );
}
