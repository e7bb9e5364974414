import { performance } from "node:perf_hooks";
import type { SsoSettingsBody, SsoTestResult } from "#contract/sso";
import type { AppContext } from "../../context.ts";
import { type Lang, t } from "../../i18n.ts";
import { providerFetch, SsoError } from "./errors.ts";
import { discover } from "./oidc.ts";
import { describeIdentityProvider } from "./saml.ts";
import { testProvider } from "./settings.ts";

/**
 * "Test connection" with the form's values, saved or not: OIDC fetches the discovery document;
 * SAML reads the metadata (or the entity id, address and certificate); CAS reaches the server's
 * login page.
 */
async function probe(
  ctx: AppContext,
  body: SsoSettingsBody,
  lang: Lang,
): Promise<{ message: string; detail: string }> {
  const provider = await testProvider(ctx, body);
  if (provider.protocol === "OAUTH2") {
    const found = await discover(provider.oidc.issuer!, true);
    return {
      message: t(lang, "sso.testOidc"),
      detail: `authorization: ${found.authorization_endpoint}\ntoken: ${found.token_endpoint}\njwks: ${found.jwks_uri}`,
    };
  }
  if (provider.protocol === "SAML") {
    const found = describeIdentityProvider(provider.saml);
    return { message: t(lang, "sso.testSaml"), detail: `entityID: ${found.entityId}\nSSO: ${found.sso}` };
  }
  const url = `${provider.cas.serverUrl}/login`;
  const response = await providerFetch(url, { method: "GET" });
  if (response.status >= 500 || response.status === 404) {
    throw new SsoError("PROVIDER_UNREACHABLE", `${url} answered ${response.status}`);
  }
  return { message: t(lang, "sso.testCas"), detail: `${url}: HTTP ${response.status}` };
}

export async function testSso(ctx: AppContext, body: SsoSettingsBody, lang: Lang): Promise<SsoTestResult> {
  const started = performance.now();
  const elapsedMs = () => Math.round(performance.now() - started);
  try {
    return { ok: true, ...(await probe(ctx, body, lang)), elapsedMs: elapsedMs() };
  } catch (error) {
    if (!(error instanceof SsoError)) throw error;
    return {
      ok: false,
      message: t(lang, `sso.failure.${error.failure}`),
      detail: error.detail ?? null,
      elapsedMs: elapsedMs(),
    };
  }
}
