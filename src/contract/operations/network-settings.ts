import type { NtpSettings, NtpSettingsBody, NtpTestBody, NtpTestResult } from "#contract/network-settings";
import { op, operations } from "#contract/operation";

export const networkSettingsOps = operations("networkSettings", {
  ntp: op<NtpSettings>("GET /system/sys/setting/ntp", { systemType: true }),
  setNtp: op<NtpSettings, NtpSettingsBody>("PUT /system/sys/setting/ntp", { systemType: true }),
  testNtp: op<NtpTestResult, NtpTestBody>(
    "POST /system/sys/setting/ntp/test",
    { systemType: true },
    { audit: "read" },
  ),
});
