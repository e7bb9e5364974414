import { useQuery } from "@tanstack/react-query";
import { productConfigsOps } from "#contract/operations/product-configs";
import type { ProductConfigs } from "#contract/product-configs";
import { DEFAULT_APPOINTMENT_INTERVAL_MIN, DEFAULT_MEETING_DURATION_MIN } from "../../../config/constants";
import { call, queryKeyOf } from "../../../providers/http/call";

export interface ScheduleConfig {
  /** Minutes; the pickers' minute step and the rounding unit. */
  interval: number;
  /** Minutes; 0 = no maximum. */
  maxDuration: number;
  defaultDuration: number;
  meetingNumberDigits: number;
}

const FALLBACK: ScheduleConfig = {
  interval: DEFAULT_APPOINTMENT_INTERVAL_MIN,
  maxDuration: 0,
  defaultDuration: DEFAULT_MEETING_DURATION_MIN,
  meetingNumberDigits: 6,
};

const positive = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback;

/**
 * productConfigs.list, once for the form and the calendar (cached under Refine's query client);
 * null while it loads, the defaults of spec §9 when it fails (the client has shown why).
 */
export function useScheduleConfig(): ScheduleConfig | null {
  const { data, isError } = useQuery({
    queryKey: queryKeyOf(productConfigsOps.list),
    queryFn: async (): Promise<Partial<ProductConfigs>> => {
      const result = await call(productConfigsOps.list);
      return result.ok ? result.data : {};
    },
    staleTime: 5 * 60_000,
  });
  if (!data) return isError ? FALLBACK : null;
  return {
    interval: positive(data.appointmentInterval, FALLBACK.interval),
    maxDuration: positive(data.maxDuration, FALLBACK.maxDuration),
    defaultDuration: positive(data.defaultDuration, FALLBACK.defaultDuration),
    meetingNumberDigits: positive(data.meetingNumberDigits, FALLBACK.meetingNumberDigits),
  };
}
