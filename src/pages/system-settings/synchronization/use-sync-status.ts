import { useQuery } from "@tanstack/react-query";
import { ldapOps } from "#contract/operations/ldap";
import { call } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { SYNC_STATUS_KEY } from "../query-keys";

/** While a synchronisation runs, its status is asked for once a second. */
export const POLL_WHILE_RUNNING_MS = 1000;

export function useSyncStatus() {
  return useQuery({
    queryKey: SYNC_STATUS_KEY,
    queryFn: async () => unwrap(await call(ldapOps.syncStatus)),
    refetchInterval: (query) => (query.state.data?.running ? POLL_WHILE_RUNNING_MS : false),
    refetchIntervalInBackground: true,
  });
}
