import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  Captcha,
  CaptchaCheck,
  CaptchaCheckQuery,
  CurrentUser,
  LoginBody,
  LoginInterface,
  LoginResult,
  LoginTypeInfo,
} from "#contract/auth";
import { authOps } from "#contract/operations/auth";
import { Done, Envelope } from "#contract/schema";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth } from "../plugins/auth.ts";
import { readLoginType } from "../settings/system-config.ts";
import { checkCaptcha, createCaptcha } from "./captcha.ts";
import { login } from "./login.ts";
import { readLoginFace } from "./login-page.ts";
import { endSession } from "./sessions.ts";

/** Spec §7 "Auth": captcha, login type and page, login, logout, current user. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, authOps);
  const { ctx } = app;

  serve("captcha", { response: Envelope(Captcha) }, async (_request, reply) =>
    reply.ok(await createCaptcha(ctx)),
  );

  serve(
    "checkCaptcha",
    { querystring: CaptchaCheckQuery, response: Envelope(CaptchaCheck) },
    async (request, reply) =>
      reply.ok({ valid: await checkCaptcha(ctx, request.query.key, request.query.code) }),
  );

  serve("loginType", { response: Envelope(LoginTypeInfo) }, async (_request, reply) =>
    reply.ok(await readLoginType(ctx.db)),
  );

  serve("loginInterface", { response: Envelope(LoginInterface) }, async (_request, reply) => {
    return reply.ok({ ...(await readLoginFace(ctx.db)), publicKey: ctx.keys.publicKey });
  });

  serve("login", { body: LoginBody, response: Envelope(LoginResult) }, async (request, reply) => {
    const header = request.headers.useragent;
    const userAgent = typeof header === "string" ? header : null;
    return reply.ok(await login(ctx, request.body, { userAgent, address: request.ip }));
  });

  serve("logout", { response: Done }, async (request, reply) => {
    const user = await requireAuth(request);
    await endSession(ctx, user.sessionId, "LOGOUT");
    return reply.ok(null);
  });

  serve("currentUser", { response: Envelope(CurrentUser) }, async (request, reply) => {
    // Read with the session in one query (plugins/auth.ts), so it is as fresh as the session check.
    return reply.ok((await requireAuth(request)).profile);
  });
};
