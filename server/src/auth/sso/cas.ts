import { SSO_DEFAULT_ACCOUNT_ATTRIBUTE } from "#contract/limits";
import type { ProviderIdentity } from "./accounts.ts";
import { providerFetch, SsoError } from "./errors.ts";
import type { Provider } from "./settings.ts";
import { callbackUrls } from "./settings.ts";
import { childText, parseProviderXml } from "./xml.ts";

/**
 * CAS protocol 3.0: the browser goes to {server}/login with the service address (which carries the
 * flow's state); the ticket it brings back is validated at {server}/p3/serviceValidate for that
 * same service address, and the answer names the user and its attributes.
 */
const CAS_NS = "http://www.yale.edu/tp/cas";

export const casServiceUrl = (provider: Pick<Provider, "consoleUrl">, state: string) =>
  `${callbackUrls(provider.consoleUrl).casServiceUrl}?flow=${encodeURIComponent(state)}`;

export function casLoginUrl(provider: Provider, state: string): string {
  const url = new URL(`${provider.cas.serverUrl}/login`);
  url.searchParams.set("service", casServiceUrl(provider, state));
  return url.toString();
}

function attributesOf(success: Element): Record<string, string> {
  const found: Record<string, string> = {};
  const holder = success.getElementsByTagNameNS(CAS_NS, "attributes")[0];
  if (!holder) return found;
  for (let node = holder.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const value = element.textContent?.trim();
    if (value && !(element.localName in found)) found[element.localName] = value;
  }
  return found;
}

/** Parses a serviceValidate answer: the user and attributes, or PROVIDER_REFUSED with CAS's code. */
export function parseValidation(xml: string): { user: string; attributes: Record<string, string> } {
  const document = parseProviderXml(xml);
  const root = document?.documentElement;
  if (!document || !root || root.namespaceURI !== CAS_NS || root.localName !== "serviceResponse") {
    throw new SsoError("RESPONSE_INVALID", "not a CAS service response");
  }
  const failure = root.getElementsByTagNameNS(CAS_NS, "authenticationFailure")[0];
  if (failure) {
    throw new SsoError("PROVIDER_REFUSED", `${failure.getAttribute("code")}: ${failure.textContent?.trim()}`);
  }
  const success = root.getElementsByTagNameNS(CAS_NS, "authenticationSuccess")[0];
  const user = success && childText(success, CAS_NS, "user");
  if (!success || !user) throw new SsoError("RESPONSE_INVALID", "no authenticationSuccess/user");
  return { user, attributes: attributesOf(success) };
}

export async function casIdentity(provider: Provider, state: string, ticket: string | undefined) {
  if (!ticket) throw new SsoError("RESPONSE_INVALID", "no ticket");
  const url = new URL(`${provider.cas.serverUrl}/p3/serviceValidate`);
  url.searchParams.set("service", casServiceUrl(provider, state));
  url.searchParams.set("ticket", ticket);
  const response = await providerFetch(url.toString(), { headers: { accept: "application/xml" } });
  if (!response.ok) throw new SsoError("PROVIDER_UNREACHABLE", `serviceValidate answered ${response.status}`);
  const { user, attributes } = parseValidation(await response.text());
  const attribute = provider.accountAttribute ?? SSO_DEFAULT_ACCOUNT_ATTRIBUTE.CAS;
  const identity: ProviderIdentity = {
    account: attribute === "user" ? user : (attributes[attribute] ?? null),
    name: attributes.displayName ?? attributes.cn ?? attributes.name ?? null,
    email: attributes.mail ?? attributes.email ?? null,
  };
  return identity;
}
