import { useTranslate } from "@refinedev/core";
import { useMemo } from "react";

/** Monday to Sunday in the user's language (the heat maps' rows; the server counts weekday 0 as Monday). */
export function useWeekdays(): string[] {
  const t = useTranslate();
  return useMemo(() => [0, 1, 2, 3, 4, 5, 6].map((d) => t(`reports.weekday.${d}`)), [t]);
}
