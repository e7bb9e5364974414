/**
 * Single sign-on (the user-setting tab and /singleLogin): one identity provider at a time, spoken
 * to with CAS 3.0, OpenID Connect (OAUTH2) or SAML 2.0. The OIDC client secret is write-only: it
 * travels encrypted like a login password and no answer carries it.
 */

import { CurrentUser } from "#contract/auth";
import {
  SSO_CERTIFICATE_MAX,
  SSO_FAILURES,
  SSO_METADATA_MAX,
  SSO_PROTOCOLS,
  SSO_URL_MAX,
  SSO_URL_PATTERN,
} from "#contract/limits/auth";
import { NInt, NStr } from "#contract/records";
import { Enum, Nullable, NullableText, Obj, type Static, Str, Type } from "#contract/schema";

const Url = () => Str(1, SSO_URL_MAX, { pattern: SSO_URL_PATTERN });
const NUrl = () => Nullable(Url());

export const SsoProtocol = Enum(SSO_PROTOCOLS);
export type SsoProtocol = Static<typeof SsoProtocol>;

export const SsoFailure = Enum(SSO_FAILURES);
export type SsoFailure = Static<typeof SsoFailure>;

/** CAS: the server's base address (…/cas), under which /login and /p3/serviceValidate live. */
export const CasSettings = Obj({ serverUrl: NUrl() });
export type CasSettings = Static<typeof CasSettings>;

/** OpenID Connect: discovery from the issuer; `scopes` space-separated, openid among them. */
const oidcFields = {
  issuer: NUrl(),
  clientId: Nullable(Str(1, 255)),
  scopes: Str(0, 255, { pattern: "^[\\x21\\x23-\\x5B\\x5D-\\x7E ]*$" }),
};
export const OidcSettings = Obj({ ...oidcFields, clientSecretSet: Type.Boolean() });
export type OidcSettings = Static<typeof OidcSettings>;
/** `clientSecret` encrypted with the login key; absent or empty keeps the stored one. */
export const OidcSettingsBody = Obj({ ...oidcFields, clientSecret: Type.Optional(Str(0, 2048)) });
export type OidcSettingsBody = Static<typeof OidcSettingsBody>;

/** SAML: the IdP's metadata XML, or its entity id, SSO address and signing certificate (PEM or base64). */
export const SamlSettings = Obj({
  idpMetadata: NullableText(SSO_METADATA_MAX),
  idpEntityId: Nullable(Str(1, SSO_URL_MAX)),
  idpSsoUrl: NUrl(),
  idpCertificate: NullableText(SSO_CERTIFICATE_MAX),
  spEntityId: Nullable(Str(1, SSO_URL_MAX)),
});
export type SamlSettings = Static<typeof SamlSettings>;

const commonFields = {
  /** The protocol in use; null while none is set up. */
  protocol: Nullable(SsoProtocol),
  /** The address users open the console at (the provider sends browsers back under it). */
  consoleUrl: NUrl(),
  /** The claim (OIDC), attribute (SAML, CAS) or "nameID" / "user" that holds the account. */
  accountAttribute: Nullable(Str(1, 128, { pattern: "^[A-Za-z0-9_.:/-]+$" })),
  /** Whether an account the console does not know becomes a user (no roles) at first sign-in. */
  createUsers: Type.Boolean(),
  cas: CasSettings,
  saml: SamlSettings,
};

/** With the addresses to register at the provider. */
export const SsoSettings = Obj({
  ...commonFields,
  oidc: OidcSettings,
  configured: Type.Boolean(),
  callbacks: Obj({
    oidcRedirectUri: NStr(),
    samlAcsUrl: NStr(),
    casServiceUrl: NStr(),
    samlSpMetadataUrl: NStr(),
  }),
  updatedAt: NInt(),
});
export type SsoSettings = Static<typeof SsoSettings>;

/** sso.update and sso.test (the form's values, saved or not). */
export const SsoSettingsBody = Obj({ ...commonFields, oidc: OidcSettingsBody });
export type SsoSettingsBody = Static<typeof SsoSettingsBody>;

/** A connection test: OIDC discovery fetched, SAML metadata read, CAS server reached. */
export const SsoTestResult = Obj({
  ok: Type.Boolean(),
  /** In the request's language. */
  message: Type.String(),
  /** The provider's own words, or what was found (endpoints, entity id). */
  detail: NStr(),
  elapsedMs: Type.Integer(),
});
export type SsoTestResult = Static<typeof SsoTestResult>;

/** Where the browser goes to sign in; `redirect` is a console path for afterwards. */
export const SsoAuthorizeQuery = Obj({ redirect: Type.Optional(Str(0, 2000)) });
export const SsoAuthorize = Obj({ url: Type.String(), protocol: SsoProtocol });
export type SsoAuthorize = Static<typeof SsoAuthorize>;

/** The provider's return to the server (sso.oidcCallback). */
export const OidcCallbackQuery = Obj({
  state: Type.Optional(Str(0, 200)),
  code: Type.Optional(Str(0, 4096)),
  error: Type.Optional(Str(0, 200)),
  error_description: Type.Optional(Str(0, 2000)),
  iss: Type.Optional(Str(0, SSO_URL_MAX)),
});
export const CasCallbackQuery = Obj({
  flow: Type.Optional(Str(0, 200)),
  ticket: Type.Optional(Str(0, 4096)),
});
export const SamlAcsBody = Obj({
  SAMLResponse: Type.Optional(Str(0, 500_000)),
  RelayState: Type.Optional(Str(0, 200)),
});
/** The callbacks answer 302 to /singleLogin?grant=… or ?error=…; never a body. */
export const SsoRedirect = Type.Null({ description: "302 to /singleLogin with grant or error" });

/** The one-time grant of /singleLogin?grant=…, from the browser that started. */
export const SsoExchangeBody = Obj({ grant: Str(1, 200) });
export const SsoExchangeResult = Obj({
  token: Type.String(),
  user: CurrentUser,
  /** The console path to open, same-origin. */
  redirect: Type.String(),
});
export type SsoExchangeResult = Static<typeof SsoExchangeResult>;

/** The service provider's metadata XML, for the IdP's administrator. */
export const SamlSpMetadata = Type.Unsafe<string>({ type: "string", description: "SAML SP metadata (XML)" });
