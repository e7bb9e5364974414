import { useTranslate } from "@refinedev/core";
import { Spin } from "antd";
import { orgOptionsOps } from "#contract/operations/org-options";
import { Select } from "../../performance/deferred-ui/lazy-pickers";
import { useRemoteSearch } from "../meetings/schedule/use-remote-search";
import { userLabel, useUserLabels } from "../meetings/schedule/use-user-labels";

/** Whose entries: one user, searched on the server by name or account. */
export function ActorSelect({ value, onChange }: { value?: string; onChange: (id?: string) => void }) {
  const t = useTranslate();
  const { items, loading, error, search, onPopupScroll } = useRemoteSearch(orgOptionsOps.userOptions);
  const { byId } = useUserLabels(value ? [value] : [], []);
  const chosen =
    value && !items.some((user) => user.id === value) ? [byId.get(value) ?? { id: value, name: value }] : [];
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      style={{ width: 200 }}
      aria-label={t("audit-log.filters.actor")}
      placeholder={t("audit-log.filters.actor")}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      onSearch={search}
      onPopupScroll={onPopupScroll}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : (error ?? t("audit-log.filters.noUser"))}
      options={[...chosen, ...items].map((user) => ({ value: user.id, label: userLabel(user) }))}
    />
  );
}
