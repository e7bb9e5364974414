import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ssoOps } from "#contract/operations/sso";
import { Envelope } from "#contract/schema";
import {
  CasCallbackQuery,
  OidcCallbackQuery,
  SamlAcsBody,
  SamlSpMetadata,
  SsoAuthorize,
  SsoAuthorizeQuery,
  SsoExchangeBody,
  SsoExchangeResult,
  SsoRedirect,
  SsoSettings,
  SsoSettingsBody,
  SsoTestResult,
} from "#contract/sso";
import { ApiError } from "../../errors.ts";
import { serveOperations } from "../../lib/operations.ts";
import { hitRateLimit, type RateRule } from "../../lib/rate-limits.ts";
import { testSso } from "./connection-test.ts";
import { SsoError } from "./errors.ts";
import { bindingCookie, bindingOf, clearedBindingCookie } from "./flows.ts";
import { serviceProvider } from "./saml.ts";
import { readSsoSettings, saveSsoSettings, storedProvider } from "./settings.ts";
import { authorize, exchangeGrant, finishSignIn, type ProviderReturn } from "./sign-in.ts";

/** Each start stores a flow: one address may start a few a minute (a person needs one). */
const AUTHORIZE_RATE: RateRule = {
  bucket: "sso-authorize",
  limit: 30,
  windowMs: 60_000,
  message: "error.tooManyRequests",
};

/** Where the provider's return sends the browser: the console's single sign-on page. */
const SINGLE_LOGIN = "/singleLogin";

/**
 * Single sign-on: its settings and connection test (SYSTEM users), and the public sign-in calls
 * of /singleLogin: authorize, the provider's returns (OIDC, SAML ACS, CAS service), the exchange
 * of the one-time grant for a session, and the SAML service provider's metadata.
 */
export const ssoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, ssoOps);
  const { ctx } = app;

  // The SAML HTTP-POST binding sends a form; own keys only (Object.fromEntries defines, never sets).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 600_000 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  serve("get", { response: Envelope(SsoSettings) }, async (_r, reply) =>
    reply.ok(await readSsoSettings(ctx.db)),
  );

  serve("update", { body: SsoSettingsBody, response: Envelope(SsoSettings) }, async (request, reply) =>
    reply.ok(await saveSsoSettings(ctx, request.body)),
  );

  serve("test", { body: SsoSettingsBody, response: Envelope(SsoTestResult) }, async (request, reply) =>
    reply.ok(await testSso(ctx, request.body, request.lang)),
  );

  serve(
    "authorize",
    { querystring: SsoAuthorizeQuery, response: Envelope(SsoAuthorize) },
    async (request, reply) => {
      const binding = randomBytes(32).toString("base64url");
      try {
        const started = await authorize(ctx, binding, request.query.redirect);
        const secure =
          request.protocol === "https" || (await storedProvider(ctx)).consoleUrl.startsWith("https:");
        reply.header("Set-Cookie", bindingCookie(binding, secure));
        return reply.ok(started);
      } catch (error) {
        if (!(error instanceof SsoError)) throw error;
        request.log.warn({ failure: error.failure, detail: error.detail }, "single sign-on cannot start");
        throw new ApiError(error.failure === "NOT_CONFIGURED" ? 409 : 503, `sso.failure.${error.failure}`);
      }
    },
    { preValidation: async (request) => hitRateLimit(ctx.db, AUTHORIZE_RATE, request.ip, ctx.now()) },
  );

  const finish = async (request: FastifyRequest, reply: FastifyReply, back: ProviderReturn) => {
    try {
      const grant = await finishSignIn(ctx, back);
      return reply.redirect(`${SINGLE_LOGIN}?grant=${encodeURIComponent(grant)}`, 302);
    } catch (error) {
      if (!(error instanceof SsoError)) throw error;
      request.log.warn({ failure: error.failure, detail: error.detail }, "single sign-on refused");
      return reply.redirect(`${SINGLE_LOGIN}?error=${error.failure}`, 302);
    }
  };
  const returned = { 302: SsoRedirect };

  serve("oidcCallback", { querystring: OidcCallbackQuery, response: returned }, async (request, reply) =>
    finish(request, reply, { protocol: "OAUTH2", ...request.query }),
  );

  serve("samlAcs", { body: SamlAcsBody, response: returned }, async (request, reply) =>
    finish(request, reply, { protocol: "SAML", ...(request.body ?? {}) }),
  );

  serve("casCallback", { querystring: CasCallbackQuery, response: returned }, async (request, reply) =>
    finish(request, reply, { protocol: "CAS", ...request.query }),
  );

  serve(
    "exchange",
    { body: SsoExchangeBody, response: Envelope(SsoExchangeResult) },
    async (request, reply) => {
      const header = request.headers.useragent;
      const client = { userAgent: typeof header === "string" ? header : null, address: request.ip };
      const result = await exchangeGrant(ctx, request.body.grant, bindingOf(request.headers.cookie), client);
      reply.header("Set-Cookie", clearedBindingCookie());
      return reply.ok(result);
    },
  );

  serve("samlMetadata", { response: { 200: SamlSpMetadata } }, async (_r, reply) => {
    const provider = await storedProvider(ctx).catch(() => null);
    if (provider?.protocol !== "SAML") throw new ApiError(404, "sso.notConfigured");
    return reply.type("application/samlmetadata+xml").send(serviceProvider(provider).getMetadata());
  });
};
