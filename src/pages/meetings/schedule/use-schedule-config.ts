import { useEffect, useState } from "react";
import { getProductConfigs } from "../../../api/auth";
import { DEFAULT_APPOINTMENT_INTERVAL_MIN, DEFAULT_MEETING_DURATION_MIN } from "../../../config/constants";

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

/** GET /{product}/configs; the defaults of spec §9 when it fails (the client has shown why). */
export function useScheduleConfig(): ScheduleConfig | null {
  const [config, setConfig] = useState<ScheduleConfig | null>(null);
  useEffect(() => {
    let live = true;
    void getProductConfigs().then((result) => {
      if (!live) return;
      const data = result.ok ? result.data : {};
      setConfig({
        interval: positive(data.appointmentInterval, FALLBACK.interval),
        maxDuration: positive(data.maxDuration, FALLBACK.maxDuration),
        defaultDuration: positive(data.defaultDuration, FALLBACK.defaultDuration),
        meetingNumberDigits: positive(data.meetingNumberDigits, FALLBACK.meetingNumberDigits),
      });
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
