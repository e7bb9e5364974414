import { op, operations } from "#contract/operation";
import type {
  SsoAuthorize,
  SsoExchangeResult,
  SsoSettings,
  SsoSettingsBody,
  SsoTestResult,
} from "#contract/sso";

export const ssoOps = operations("sso", {
  get: op<SsoSettings>("GET /system/config/sso", { systemType: true }),
  update: op<SsoSettings, SsoSettingsBody>("PUT /system/config/sso", { systemType: true }),
  test: op<SsoTestResult, SsoSettingsBody>(
    "POST /system/config/sso/test",
    { systemType: true },
    { audit: "read" },
  ),
  authorize: op<SsoAuthorize, undefined, { redirect?: string }>("GET /sso/authorize", "public"),
  oidcCallback: op("GET /sso/oidc/callback", "public"),
  samlAcs: op("POST /sso/saml/acs", "public", { audit: "self" }),
  casCallback: op("GET /sso/cas/callback", "public"),
  exchange: op<SsoExchangeResult, { grant: string }>("POST /sso/exchange", "public", { audit: "self" }),
  samlMetadata: op("GET /sso/saml/metadata", "public"),
});
