import { useCallback, useEffect, useRef, useState } from "react";
import { orgOptionsOps } from "#contract/operations/org-options";
import type { UserOption } from "#contract/org";
import { MAX_FILTER_IDS } from "../../../config/constants";
import { pageByIds } from "./pick-lists";

/**
 * A user the pickers can name: a user option, a tree node, or a schedule's host or attendee (these
 * may lack the account or the department).
 */
export type KnownUser = Pick<UserOption, "id" | "name"> & Partial<Pick<UserOption, "account" | "deptName">>;

/** How the user pickers name a user: "Name (account) · Department", with what is known. */
export const userLabel = (user: Omit<KnownUser, "id">): string =>
  [user.name, user.account ? `(${user.account})` : "", user.deptName ? `· ${user.deptName}` : ""]
    .filter(Boolean)
    .join(" ");

/**
 * The users behind chosen ids: those already known (the loaded schedule, myself, users seen in a
 * list), and the rest asked once from GET /system/user/options?ids so no bare id is ever shown.
 */
export function useUserLabels(ids: readonly string[], known: readonly KnownUser[]) {
  const [seen, setSeen] = useState<ReadonlyMap<string, KnownUser>>(() => new Map());
  const asked = useRef(new Set<string>());

  const remember = useCallback((users: readonly KnownUser[]) => {
    setSeen((prev) => {
      const fresh = users.filter((user) => prev.get(user.id)?.name !== user.name);
      if (fresh.length === 0) return prev;
      const next = new Map(prev);
      for (const user of fresh) next.set(user.id, { ...prev.get(user.id), ...user });
      return next;
    });
  }, []);

  const byId = new Map([...known.map((user) => [user.id, user] as const), ...seen]);
  const missing = ids.filter((id) => !byId.has(id) && !asked.current.has(id));
  const missingKey = missing.join(",");

  useEffect(() => {
    if (!missingKey) return;
    const wanted = missingKey.split(",");
    for (const id of wanted) asked.current.add(id);
    for (let start = 0; start < wanted.length; start += MAX_FILTER_IDS) {
      void pageByIds(orgOptionsOps.userOptions, wanted.slice(start, start + MAX_FILTER_IDS)).then(
        (result) => {
          if (result.ok) remember(result.data.records);
        },
      );
    }
  }, [missingKey, remember]);

  return { byId, remember };
}
