import { useTranslate } from "@refinedev/core";
import { AutoComplete } from "antd";
import Search from "antd/es/input/Search";
import { useEffect, useState } from "react";
import type { Dept } from "#contract/departments";
import { departmentsOps } from "#contract/operations/departments";
import { call } from "../../providers/http/call";

const SEARCH_DELAY_MS = 300;
const SHOWN = 20;

interface Props {
  onFound(dept: Dept): void;
}

/** Finds a department by name in a large organisation, instead of expanding level by level. */
export function DeptSearch({ onFound }: Props) {
  const t = useTranslate();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Dept[] | null>(null);

  useEffect(() => {
    const keyword = text.trim();
    if (!keyword) {
      setFound(null);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const result = await call(departmentsOps.byIds, { body: { keyword } });
      if (current) setFound(result.ok ? result.data.filter((dept) => !dept.disabled) : []);
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);

  const options = (found ?? []).slice(0, SHOWN).map((dept) => ({ value: dept.id, label: dept.name }));
  return (
    <AutoComplete
      style={{ width: "100%", marginBottom: 8 }}
      value={text}
      options={options}
      onChange={(value) => setText(value)}
      onSelect={(id: string) => {
        const dept = found?.find((d) => d.id === id);
        setText(dept?.name ?? "");
        if (dept) onFound(dept);
      }}
      notFoundContent={found && found.length === 0 ? t("org-tree.noMatch") : null}
    >
      <Search allowClear aria-label={t("org-tree.search")} placeholder={t("org-tree.search")} />
    </AutoComplete>
  );
}
