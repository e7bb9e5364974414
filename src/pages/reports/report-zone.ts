import { useQuery } from "@tanstack/react-query";
import { getReportSettings } from "../../api/reports";

/**
 * The organisation's time zone (a setting) the reports group by and show their times in; null until
 * it is known or if it cannot be read (then the browser's is used). One cached call for every page.
 */
export function useReportZone(): string | null {
  const settings = useQuery({
    queryKey: ["report-settings"],
    queryFn: async () => {
      const result = await getReportSettings();
      return result.ok ? result.data.timeZone : null;
    },
    staleTime: 5 * 60_000,
  });
  return settings.data ?? null;
}
