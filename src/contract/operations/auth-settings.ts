import type { AuthSettings, AuthSettingsBody, PasswordPolicy } from "#contract/auth-settings";
import { op, operations } from "#contract/operation";

export const authSettingsOps = operations("authSettings", {
  get: op<AuthSettings>("GET /system/config/authentication", { systemType: true }),
  update: op<AuthSettings, AuthSettingsBody>("PUT /system/config/authentication", { systemType: true }),
  passwordPolicy: op<PasswordPolicy>("GET /system/config/password-policy", "login"),
});
