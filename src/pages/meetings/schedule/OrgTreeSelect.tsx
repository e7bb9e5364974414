import { useTranslate } from "@refinedev/core";
import { Spin, Typography } from "antd";
import { useEffect, useState } from "react";
import { orgOptionsOps } from "#contract/operations/org-options";
import type { UserOption } from "#contract/org";
import { TreeSelect } from "../../../performance/deferred-ui/lazy-pickers";
import { searchPage } from "./pick-lists";
import { type PickerNode, ROOT_ID, useOrgTree, userTitle } from "./use-org-tree";
import { type KnownUser, useUserLabels } from "./use-user-labels";

interface Props {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Users already chosen (the loaded schedule, myself) so their names show at once. */
  known: readonly KnownUser[];
  placeholder: string;
}

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_SIZE = 50;

interface Found {
  keyword: string;
  users: UserOption[];
  total: number;
}

/** Users matching the typed text (GET /system/user/options?keyword), debounced; null while none typed. */
function useUserSearch(keyword: string, onUsers: (users: UserOption[]) => void) {
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = keyword.trim();
  useEffect(() => {
    if (!text) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const result = await searchPage(
        orgOptionsOps.userOptions,
        { keyword: text, page: 1, size: SEARCH_SIZE },
        abort.signal,
      );
      if (abort.signal.aborted) return;
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setError(null);
      setFound({ keyword: text, users: result.data.records, total: result.data.total });
      onUsers(result.data.records);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text, onUsers]);
  const current = found?.keyword === text ? found : null;
  return { active: text !== "", found: current, loading: text !== "" && !current && !error, error };
}

const foundNode = (user: UserOption): PickerNode => ({
  id: user.id,
  pId: ROOT_ID,
  value: user.id,
  title: user.deptName ? `${userTitle(user)} · ${user.deptName}` : userTitle(user),
  label: user.name,
  isLeaf: true,
});

/**
 * Attendees chosen from the organisation tree (departments expand lazily; only users can be
 * checked) or, once text is typed, from a flat list of matching users with their departments.
 */
export function OrgTreeSelect({ id, value = [], onChange, known, placeholder }: Props) {
  const t = useTranslate();
  const { byId, remember } = useUserLabels(value, known);
  const tree = useOrgTree(remember);
  const [keyword, setKeyword] = useState("");
  const search = useUserSearch(keyword, remember);

  const treeData = search.active ? (search.found?.users ?? []).map(foundNode) : tree.nodes;
  const loading = search.active ? search.loading : tree.loading;
  const error = search.active ? search.error : tree.error;
  const more = search.found && search.found.total > search.found.users.length ? search.found.total : 0;

  return (
    <TreeSelect<{ value: string; label: string }[]>
      id={id}
      treeCheckable
      treeCheckStrictly
      showCheckedStrategy="SHOW_ALL"
      treeDataSimpleMode={{ id: "id", pId: "pId", rootPId: ROOT_ID }}
      treeData={treeData}
      treeNodeLabelProp="label"
      loadData={tree.loadChildren}
      value={value.map((userId) => ({ value: userId, label: byId.get(userId)?.name ?? userId }))}
      onChange={(next) => onChange?.(next.map((item) => String(item.value)))}
      onOpenChange={(open) => {
        if (open) void tree.loadRoot();
      }}
      showSearch
      searchValue={keyword}
      onSearch={setKeyword}
      autoClearSearchValue={false}
      filterTreeNode={false}
      allowClear
      placeholder={placeholder}
      notFoundContent={
        loading ? (
          <Spin size="small" />
        ) : (
          (error ?? t(search.active ? "meetings.schedule.users.empty" : "meetings.schedule.users.emptyTree"))
        )
      }
      popupRender={(menu) => (
        <>
          {menu}
          {treeData.length > 0 && (error || more) ? (
            <Typography.Text type={error ? "danger" : "secondary"} style={{ display: "block", padding: 8 }}>
              {error ?? t("meetings.schedule.users.more", { shown: SEARCH_SIZE, total: more })}
            </Typography.Text>
          ) : null}
        </>
      )}
      style={{ width: "100%" }}
    />
  );
}
