import type { DeviceSettings, DeviceSettingsBody, IssuedDeviceKey } from "#contract/device-intake";
import { op, operations } from "#contract/operation";

/** Devices reporting in (docs/devices.md): keys on the devices' rows, the broker settings, the HTTP device API. */
export const deviceIntakeOps = operations("deviceIntake", {
  issueKey: op<IssuedDeviceKey>("POST /device/key/{id}", "device"),
  revokeKey: op<null>("DELETE /device/key/{id}", "device"),
  settings: op<DeviceSettings>("GET /system/device/settings", { systemType: true }),
  setSettings: op<DeviceSettings, DeviceSettingsBody>("PUT /system/device/settings", { systemType: true }),
  heartbeat: op<null>("POST /device/report/heartbeat", "public", { audit: "read" }),
  presence: op<null>("POST /device/report/presence", "public", { audit: "read" }),
});
