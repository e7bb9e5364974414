import { useTranslate } from "@refinedev/core";
import { Tabs } from "antd";
import { useSearchParams } from "react-router";
import { labelKeys } from "./labels";
import { ScreenSwitch } from "./ScreenSwitch";
import type { ResourceDef } from "./types";

export const TAB_PARAM = "tab";

/**
 * Several resources on one page, as tabs. The tab is the `tab` query parameter, so a reload or a
 * shared link opens the same one; switching tabs starts that list afresh (its paging and filters
 * are its own).
 */
export function ResourceTabs({ defs }: { defs: readonly ResourceDef[] }) {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const active = defs.find((d) => d.name === requested) ?? defs[0]!;
  return (
    <Tabs
      activeKey={active.name}
      destroyOnHidden
      onChange={(name) => setParams({ [TAB_PARAM]: name })}
      items={defs.map((def) => ({
        key: def.name,
        label: t(labelKeys.resource(def)),
        children: def.name === active.name ? <ScreenSwitch def={def} screen="list" /> : null,
      }))}
    />
  );
}
