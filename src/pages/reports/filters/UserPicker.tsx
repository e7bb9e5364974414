import { useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Spin } from "antd";
import { reportsMeetingsOps } from "#contract/operations/reports-meetings";
import type { NamedRef } from "#contract/schema";
import { Select } from "../../../performance/deferred-ui/lazy-pickers";
import { queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { searchPage } from "../../meetings/schedule/pick-lists";
import { useRemoteSearch } from "../../meetings/schedule/use-remote-search";
import { userLabel } from "../../meetings/schedule/use-user-labels";

const PROBE = { keyword: "", page: 1, size: 2 };

/**
 * Whether the caller may open someone else's personal report: the server offers them more users
 * than themselves (a manager: users of their data authority; everyone for a SYSTEM user).
 */
export function useMayPickUsers(): boolean {
  const probe = useQuery({
    queryKey: queryKeyOf(reportsMeetingsOps.users, { query: PROBE }),
    queryFn: async ({ signal }) => unwrap(await searchPage(reportsMeetingsOps.users, PROBE, signal)).total,
    staleTime: 5 * 60_000,
  });
  return (probe.data ?? 0) > 1;
}

interface Props {
  /** The chosen user's id; none: the caller. */
  value?: string;
  /** The caller, offered first and chosen when nothing else is. */
  self: NamedRef;
  /** The user the report shows (from its answer), so that the name shows before any search. */
  shown?: NamedRef;
  /** None: back to the caller's own report. */
  onChange: (user?: string) => void;
}

/**
 * Whose personal report a manager reads: the users the server offers them (reportsMeetings.users, by
 * name or account, more on scroll). The server refuses anyone else, whatever the link says.
 */
export function UserPicker({ value, self, shown, onChange }: Props) {
  const t = useTranslate();
  const { items, loading, error, search, onPopupScroll } = useRemoteSearch(reportsMeetingsOps.users);
  const chosen = value ?? self.id;
  const options = items.map((user) => ({ value: user.id, label: userLabel(user) }));
  // The chosen user keeps their name while the list holds others (a search, a page without them).
  const label =
    options.find((option) => option.value === chosen)?.label ??
    [self, shown].find((user) => user?.id === chosen)?.name ??
    chosen;

  return (
    <Select<{ value: string; label: string }>
      labelInValue
      showSearch
      allowClear={chosen !== self.id}
      filterOption={false}
      style={{ minWidth: 220 }}
      popupMatchSelectWidth={320}
      aria-label={t("reports.user.label")}
      placeholder={t("reports.user.placeholder")}
      value={{ value: chosen, label }}
      options={options}
      loading={loading}
      onSearch={search}
      onPopupScroll={onPopupScroll}
      onChange={(next) => onChange(next && next.value !== self.id ? next.value : undefined)}
      notFoundContent={loading ? <Spin size="small" /> : (error ?? t("reports.user.none"))}
    />
  );
}
