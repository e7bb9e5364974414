import * as samlify from "samlify";
import { SSO_DEFAULT_ACCOUNT_ATTRIBUTE } from "#contract/limits/auth";
import type { ProviderIdentity } from "./accounts.ts";
import { SsoError } from "./errors.ts";
import type { Provider } from "./settings.ts";
import { callbackUrls } from "./settings.ts";
import { parseProviderXml } from "./xml.ts";

/**
 * SAML 2.0 Web Browser SSO: an AuthnRequest over the HTTP-Redirect binding with the flow's state
 * as RelayState; the Response comes back over HTTP-POST to the ACS. samlify checks the XML
 * signature against the IdP's certificate (the assertion must be signed), the issuer and the time
 * conditions; this module adds the audience, the request it answers and the account attribute.
 */
const PROTOCOL_NS = "urn:oasis:names:tc:SAML:2.0:protocol";
const METADATA_NS = "urn:oasis:names:tc:SAML:2.0:metadata";
/** The documents samlify is given to read: a protocol message or a metadata document, nothing else. */
const READABLE_ROOTS = new Set([
  `${PROTOCOL_NS} Response`,
  `${PROTOCOL_NS} AuthnRequest`,
  `${PROTOCOL_NS} LogoutRequest`,
  `${PROTOCOL_NS} LogoutResponse`,
  `${METADATA_NS} EntityDescriptor`,
]);

/**
 * Runs xmllint (which works synchronously) with the console muted: it prints a line for every
 * document, and the caller reports an invalid one once.
 */
function quietly<T>(run: () => T): T {
  const { log, error } = console;
  console.log = () => {};
  console.error = () => {};
  try {
    return run();
  } finally {
    console.log = log;
    console.error = error;
  }
}

/**
 * samlify reads only what this validator lets through: well-formed, no DTD, a SAML root element,
 * and valid against the SAML 2.0 protocol and assertion schemas (xmllint compiled to JavaScript,
 * loaded on the first SAML message so that a server without SAML never pays for it).
 */
export const samlSchemaValidator = {
  validate: async (xml: string) => {
    const root = parseProviderXml(xml)?.documentElement;
    if (!root || !READABLE_ROOTS.has(`${root.namespaceURI} ${root.localName}`)) {
      throw new Error("ERR_INVALID_XML: not a SAML protocol message or metadata document");
    }
    const { validate } = await import("@authenio/samlify-node-xmllint");
    const checked = quietly(() => validate(xml));
    try {
      await checked;
    } catch {
      throw new Error("ERR_INVALID_XML: the document does not follow the SAML 2.0 schemas");
    }
    return "valid";
  },
};
samlify.setSchemaValidator(samlSchemaValidator);

const pemBody = (certificate: string) =>
  certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");

/** The IdP of the settings: from its metadata, or from its entity id, SSO address and certificate. */
export function identityProvider(saml: Provider["saml"]) {
  if (saml.idpMetadata) {
    if (!parseProviderXml(saml.idpMetadata))
      throw new SsoError("RESPONSE_INVALID", "the metadata is not XML");
    try {
      return samlify.IdentityProvider({ metadata: saml.idpMetadata, wantAuthnRequestsSigned: false });
    } catch (error) {
      throw new SsoError("RESPONSE_INVALID", `metadata: ${(error as Error).message}`);
    }
  }
  return samlify.IdentityProvider({
    entityID: saml.idpEntityId!,
    signingCert: pemBody(saml.idpCertificate!),
    singleSignOnService: [
      { Binding: samlify.Constants.namespace.binding.redirect, Location: saml.idpSsoUrl! },
    ],
    wantAuthnRequestsSigned: false,
  });
}

export function serviceProvider(provider: Pick<Provider, "consoleUrl" | "saml">) {
  return samlify.ServiceProvider({
    entityID: provider.saml.spEntityId!,
    authnRequestsSigned: false,
    wantAssertionsSigned: true,
    assertionConsumerService: [
      {
        Binding: samlify.Constants.namespace.binding.post,
        Location: callbackUrls(provider.consoleUrl).samlAcsUrl!,
      },
    ],
  });
}

/** What the settings' IdP says of itself: its entity id and SSO address (the connection test). */
export function describeIdentityProvider(saml: Provider["saml"]) {
  const idp = identityProvider(saml);
  const entityId = idp.entityMeta.getEntityID();
  const redirect = samlify.Constants.namespace.binding.redirect;
  const found = idp.entityMeta.getSingleSignOnService(redirect);
  // Read from metadata, the service comes as an object keyed by binding.
  const sso = typeof found === "string" ? found : (found as Record<string, unknown> | null)?.[redirect];
  if (!entityId || typeof sso !== "string" || !sso) {
    throw new SsoError("RESPONSE_INVALID", "no entity id or HTTP-Redirect SSO service");
  }
  return { entityId, sso };
}

export function samlLoginRequest(provider: Provider, state: string): { url: string; requestId: string } {
  const idp = identityProvider(provider.saml);
  const sp = serviceProvider(provider);
  const { id, context } = sp.createLoginRequest(idp, "redirect", { relayState: state });
  return { url: context, requestId: id };
}

const ASSERTION_NS = "urn:oasis:names:tc:SAML:2.0:assertion";

/**
 * The Response's InResponseTo may sit outside what the IdP signed; the assertion's own (in its
 * SubjectConfirmationData) is signed. With exactly one assertion in the document (so the one samlify
 * verified), it must answer this flow's request: an assertion stolen from another sign-in, whose
 * flow is used up, cannot start a session again.
 */
function checkSignedAnswer(samlContent: string, requestId: string): void {
  const document = parseProviderXml(samlContent);
  const assertions = document?.getElementsByTagNameNS(ASSERTION_NS, "Assertion");
  if (assertions?.length !== 1) throw new SsoError("RESPONSE_INVALID", "not exactly one assertion");
  const confirmations = assertions[0]!.getElementsByTagNameNS(ASSERTION_NS, "SubjectConfirmationData");
  const answers = Array.from({ length: confirmations.length }, (_, i) =>
    confirmations[i]!.getAttribute("InResponseTo"),
  );
  if (answers.length === 0 || answers.some((answer) => answer !== requestId)) {
    throw new SsoError("RESPONSE_INVALID", "the assertion answers another request");
  }
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** The IdP's Response: signature, issuer, time (samlify), audience and InResponseTo; the identity. */
export async function samlIdentity(
  provider: Provider,
  flow: { requestId: string | null },
  body: { SAMLResponse?: string; RelayState?: string },
): Promise<ProviderIdentity> {
  if (!body.SAMLResponse) throw new SsoError("RESPONSE_INVALID", "no SAMLResponse");
  const idp = identityProvider(provider.saml);
  const sp = serviceProvider(provider);
  let extract: samlify.Extractor.ExtractorResult;
  let samlContent: string;
  try {
    ({ extract, samlContent } = await sp.parseLoginResponse(idp, "post", { body }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new SsoError(/STATUS/.test(message) ? "PROVIDER_REFUSED" : "RESPONSE_INVALID", message);
  }
  const audiences = [extract.audience].flat().filter(Boolean);
  if (!audiences.includes(provider.saml.spEntityId!)) {
    throw new SsoError("RESPONSE_INVALID", `audience ${audiences.join(", ")}`);
  }
  // A response addressed to another service provider's ACS is not for this console.
  const destination = extract.response?.destination;
  if (destination && destination !== callbackUrls(provider.consoleUrl).samlAcsUrl) {
    throw new SsoError("RESPONSE_INVALID", `destination ${destination}`);
  }
  if (!flow.requestId || extract.response?.inResponseTo !== flow.requestId) {
    throw new SsoError("RESPONSE_INVALID", "the response answers another request");
  }
  checkSignedAnswer(samlContent, flow.requestId);
  const attributes = extract.attributes ?? {};
  const attribute = provider.accountAttribute ?? SSO_DEFAULT_ACCOUNT_ATTRIBUTE.SAML;
  return {
    account: attribute === "nameID" ? (extract.nameID ?? null) : first(attributes[attribute]),
    name: first(attributes.displayName ?? attributes.name ?? attributes.cn),
    email: first(attributes.email ?? attributes.mail),
  };
}
