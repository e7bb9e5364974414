import { useQuery } from "@tanstack/react-query";
import { reportsOps } from "#contract/operations/reports";
import { call, queryKeyOf } from "../../providers/http/call";

/**
 * The organisation's time zone (a setting) the reports group by and show their times in; null until
 * it is known or if it cannot be read (then the browser's is used). One cached call for every page.
 */
export function useReportZone(): string | null {
  const settings = useQuery({
    queryKey: queryKeyOf(reportsOps.settings),
    queryFn: async () => {
      const result = await call(reportsOps.settings);
      return result.ok ? result.data.timeZone : null;
    },
    staleTime: 5 * 60_000,
  });
  return settings.data ?? null;
}
