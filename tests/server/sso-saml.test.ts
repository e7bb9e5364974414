import type { FastifyInstance } from "fastify";
import {
  answerLoginRequest,
  SAML_IDP_ENTITY_ID,
  SAML_IDP_SSO_URL,
  samlIdentityProvider,
  samlIdpCertificate,
} from "../fixtures/saml-idp.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp } from "./helpers.ts";
import { BLANK_SETTINGS, CONSOLE_URL, exchange, saveSso, startSignIn } from "./sso-helpers.ts";

/** Single sign-on through SAML 2.0 against an identity provider built with samlify. */
let app: FastifyInstance;
let admin: string;
let spMetadata: string;
const SP_ENTITY_ID = "https://console.test/saml";

const samlSettings = (saml: Record<string, unknown>) => ({
  protocol: "SAML",
  saml: { ...BLANK_SETTINGS.saml, spEntityId: SP_ENTITY_ID, ...saml },
});

async function postToAcs(fields: { SAMLResponse: string; RelayState: string }) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/sso/saml/acs",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location), CONSOLE_URL);
}

/** A whole round: the console's request, the IdP's answer (altered by `change`), the ACS's verdict. */
async function signIn(
  account: string,
  options: { signWith?: "idp" | "other"; change?: (xml: string) => string } = {},
) {
  const { url, cookie } = await startSignIn(app);
  const answer = await answerLoginRequest({
    requestUrl: url,
    spMetadata,
    account,
    signWith: options.signWith,
  });
  if (options.change) {
    const xml = Buffer.from(answer.SAMLResponse, "base64").toString("utf8");
    answer.SAMLResponse = Buffer.from(options.change(xml), "utf8").toString("base64");
  }
  return { landing: await postToAcs(answer), cookie, answer, url };
}

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  const saved = await saveSso(
    app,
    admin,
    samlSettings({ idpMetadata: samlIdentityProvider().getMetadata() }),
  );
  expect(saved.statusCode).toBe(200);
  const metadata = await app.inject({ method: "GET", url: "/api/v1/sso/saml/metadata" });
  expect(metadata.statusCode).toBe(200);
  spMetadata = metadata.body;
}, 60_000);
afterAll(() => app?.close());

describe("SAML settings", () => {
  it("publish the service provider's metadata with the ACS address", () => {
    expect(spMetadata).toContain(`entityID="${SP_ENTITY_ID}"`);
    expect(spMetadata).toContain(`${CONSOLE_URL}/api/v1/sso/saml/acs`);
  });

  it("test the connection by reading the metadata, or the entity id, address and certificate", async () => {
    const test = (saml: Record<string, unknown>) =>
      call(app, "POST", "/api/v1/system/config/sso/test", {
        token: admin,
        language: "en-US",
        payload: { ...BLANK_SETTINGS, ...samlSettings(saml) },
      });
    const fromMetadata = envelopeOf<{ ok: boolean; detail: string }>(
      await test({ idpMetadata: samlIdentityProvider().getMetadata() }),
    ).data;
    expect(fromMetadata).toMatchObject({ ok: true });
    expect(fromMetadata.detail).toContain(SAML_IDP_ENTITY_ID);
    const byHand = envelopeOf<{ ok: boolean; detail: string }>(
      await test({
        idpEntityId: SAML_IDP_ENTITY_ID,
        idpSsoUrl: SAML_IDP_SSO_URL,
        idpCertificate: samlIdpCertificate(),
      }),
    ).data;
    expect(byHand).toMatchObject({ ok: true });
    expect(byHand.detail).toContain(SAML_IDP_SSO_URL);
    const broken = await test({
      idpMetadata: "<!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
    });
    expect(envelopeOf(broken).data).toMatchObject({ ok: false });
  });
});

describe("signing in through SAML", () => {
  it("accepts the IdP's signed answer to the console's request", async () => {
    const { landing, cookie } = await signIn("operator");
    const grant = landing.searchParams.get("grant");
    expect(grant).toBeTruthy();
    const answer = await exchange(app, grant, cookie);
    expect(answer.statusCode).toBe(200);
    expect(envelopeOf(answer).data).toMatchObject({ user: { account: "operator" }, redirect: "/home" });
  });

  it("works with the IdP given by entity id, address and certificate", async () => {
    const byHand = {
      idpEntityId: SAML_IDP_ENTITY_ID,
      idpSsoUrl: SAML_IDP_SSO_URL,
      idpCertificate: samlIdpCertificate(),
    };
    expect((await saveSso(app, admin, samlSettings(byHand))).statusCode).toBe(200);
    try {
      const { landing, cookie } = await signIn("operator");
      expect((await exchange(app, landing.searchParams.get("grant"), cookie)).statusCode).toBe(200);
    } finally {
      await saveSso(app, admin, samlSettings({ idpMetadata: samlIdentityProvider().getMetadata() }));
    }
  });

  it("refuses an assertion altered after signing", async () => {
    const { landing } = await signIn("operator", {
      change: (xml) => xml.replace(/>operator<\/saml:NameID>/, ">admin</saml:NameID>"),
    });
    expect(landing.searchParams.get("error")).toBe("RESPONSE_INVALID");
  });

  it("refuses an answer signed with a key the console does not trust", async () => {
    const { landing } = await signIn("operator", { signWith: "other" });
    expect(landing.searchParams.get("error")).toBe("RESPONSE_INVALID");
  });

  it("refuses a replayed answer, and one whose RelayState was changed", async () => {
    const { answer } = await signIn("operator");
    expect((await postToAcs(answer)).searchParams.get("error")).toBe("STATE_INVALID");
    const { url } = await startSignIn(app);
    const fresh = await answerLoginRequest({ requestUrl: url, spMetadata, account: "operator" });
    expect((await postToAcs({ ...fresh, RelayState: "forged" })).searchParams.get("error")).toBe(
      "STATE_INVALID",
    );
  });

  it("refuses an answer to another request of the console", async () => {
    const first = await startSignIn(app);
    const second = await startSignIn(app);
    const answer = await answerLoginRequest({ requestUrl: first.url, spMetadata, account: "operator" });
    const relayOfSecond = new URL(second.url).searchParams.get("RelayState")!;
    const landing = await postToAcs({ ...answer, RelayState: relayOfSecond });
    expect(landing.searchParams.get("error")).toBe("RESPONSE_INVALID");
  });

  it("refuses a signed assertion of another sign-in under this one's response", async () => {
    const stolen = await startSignIn(app);
    const mine = await startSignIn(app);
    const theirs = await answerLoginRequest({ requestUrl: stolen.url, spMetadata, account: "admin" });
    const myRequestId = (await answerLoginRequest({ requestUrl: mine.url, spMetadata, account: "operator" }))
      .SAMLResponse;
    const myId = /InResponseTo="([^"]+)"/.exec(Buffer.from(myRequestId, "base64").toString("utf8"))![1]!;
    const xml = Buffer.from(theirs.SAMLResponse, "base64").toString("utf8");
    // Only the Response's own InResponseTo (outside the signed assertion) is changed.
    const rewrapped = xml.replace(/(<samlp:Response[^>]*InResponseTo=")[^"]+"/, `$1${myId}"`);
    expect(rewrapped).not.toBe(xml);
    const landing = await postToAcs({
      SAMLResponse: Buffer.from(rewrapped).toString("base64"),
      RelayState: new URL(mine.url).searchParams.get("RelayState")!,
    });
    expect(landing.searchParams.get("error")).toBe("RESPONSE_INVALID");
  });

  it("refuses a signed answer addressed to another service provider's ACS", async () => {
    const { landing } = await signIn("operator", {
      change: (xml) => xml.replace(/Destination="[^"]+"/, 'Destination="https://other.example.com/acs"'),
    });
    expect(landing.searchParams.get("error")).toBe("RESPONSE_INVALID");
  });

  it("refuses an answer that does not follow the SAML schemas, though its assertion's signature holds", async () => {
    // Outside the signed assertion, so only the schemas can tell.
    const unknownElement = await signIn("operator", {
      change: (xml) => xml.replace(/<\/samlp:Status>/, '</samlp:Status><x:Extra xmlns:x="urn:example:x"/>'),
    });
    expect(unknownElement.landing.searchParams.get("error")).toBe("RESPONSE_INVALID");
    const wrongAttribute = await signIn("operator", {
      change: (xml) => xml.replace(/(<samlp:Response[^>]*) Version="2.0"/, '$1 Version="2.0" Colour="red"'),
    });
    expect(wrongAttribute.landing.searchParams.get("error")).toBe("RESPONSE_INVALID");
    const { landing, cookie } = await signIn("operator");
    expect((await exchange(app, landing.searchParams.get("grant"), cookie)).statusCode).toBe(200);
  });

  it("refuses a document with a DTD before reading it", async () => {
    const { url } = await startSignIn(app);
    const relay = new URL(url).searchParams.get("RelayState")!;
    const xml = `<!DOCTYPE r [<!ENTITY e "x">]><samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol">&e;</samlp:Response>`;
    const landing = await postToAcs({ SAMLResponse: Buffer.from(xml).toString("base64"), RelayState: relay });
    expect(landing.searchParams.get("error")).toBe("RESPONSE_INVALID");
  });
});
