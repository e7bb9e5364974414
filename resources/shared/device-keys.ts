import type { ActionDef } from "../../src/resource-kit/types";

/**
 * A device's key on its row (docs/devices.md): issue or rotate it (confirmed first, since a rotation
 * cuts the device off until it gets the new key; the key is shown once), and revoke it.
 */
export const DEVICE_KEY_ACTIONS: readonly ActionDef[] = [
  {
    name: "issueKey",
    scope: "record",
    endpoint: "POST /device/key/{id}",
    confirm: true,
    result: "secret",
  },
  {
    name: "revokeKey",
    scope: "record",
    endpoint: "DELETE /device/key/{id}",
    confirm: true,
    danger: true,
  },
];
