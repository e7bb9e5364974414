import { useTranslate } from "@refinedev/core";
import { Spin } from "antd";
import { orgOptionsOps } from "#contract/operations/org-options";
import { Select } from "../../../performance/deferred-ui/lazy-pickers";
import { useRemoteSearch } from "./use-remote-search";
import { type KnownUser, userLabel, useUserLabels } from "./use-user-labels";

interface Props<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  multiple?: boolean;
  /** Users already chosen (the loaded schedule, myself) so their names show before any search. */
  known: readonly KnownUser[];
  placeholder: string;
}

/** Host (one user) or several users, searched on the server by name or account (GET /system/user/options). */
export function UserSelect<V extends string | string[] | null>({
  id,
  value,
  onChange,
  multiple,
  known,
  placeholder,
}: Props<V>) {
  const t = useTranslate();
  const { items, loading, error, search, onPopupScroll } = useRemoteSearch(orgOptionsOps.userOptions);
  const listed = new Set(items.map((u) => u.id));
  const chosen: string[] =
    value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
  const { byId } = useUserLabels(chosen, known);
  const extra = chosen
    .filter((userId) => !listed.has(userId))
    .map((userId) => byId.get(userId) ?? { id: userId, name: userId });
  const options = [...extra, ...items].map((user) => ({ value: user.id, label: userLabel(user) }));

  return (
    <Select
      id={id}
      mode={multiple ? "multiple" : undefined}
      allowClear
      showSearch
      filterOption={false}
      value={value ?? undefined}
      onChange={(next) => onChange?.((next ?? (multiple ? [] : null)) as V)}
      onSearch={search}
      onPopupScroll={onPopupScroll}
      options={options}
      loading={loading}
      placeholder={placeholder}
      notFoundContent={loading ? <Spin size="small" /> : (error ?? t("meetings.schedule.users.empty"))}
      style={{ width: "100%" }}
    />
  );
}
