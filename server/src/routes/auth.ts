import type { FastifyInstance } from "fastify";
import { currentUserSchema, envelope, nullable, object, str } from "../lib/schemas.ts";
import { requireAuth } from "../plugins/auth.ts";
import { checkCaptcha, createCaptcha } from "../services/captcha.ts";
import { type LoginInput, login } from "../services/login.ts";
import { endSession } from "../services/sessions.ts";
import { getSystemConfig } from "../services/system-config.ts";

/** Spec §7 "Auth": captcha, login type and page, login, logout, current user. */
const DEFAULT_TITLE = { "zh-CN": "视频会议管理平台", "en-US": "Video Meeting Console" };
const LOGIN_TYPES = ["LOCAL", "CAS", "OAUTH2", "SAML"];

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get(
    "/login/captcha",
    {
      config: { permission: "public" },
      schema: {
        response: envelope(
          object({ key: { type: "string" }, image: { type: "string" }, expiresAt: { type: "integer" } }),
        ),
      },
    },
    async (_request, reply) => reply.ok(await createCaptcha(ctx)),
  );

  app.get<{ Querystring: { key: string; code: string } }>(
    "/check/captcha",
    {
      config: { permission: "public" },
      schema: {
        querystring: object({ key: str(1, 100), code: str(1, 16) }, ["key", "code"]),
        response: envelope(object({ valid: { type: "boolean" } })),
      },
    },
    async (request, reply) =>
      reply.ok({ valid: await checkCaptcha(ctx, request.query.key, request.query.code) }),
  );

  app.get(
    "/login/type",
    {
      config: { permission: "public" },
      schema: { response: envelope(object({ type: { type: "string" }, loginUrl: nullable("string") })) },
    },
    async (_request, reply) => {
      const stored = await getSystemConfig(ctx.db, "LOGIN_TYPE");
      const type = stored && LOGIN_TYPES.includes(stored) ? stored : "LOCAL";
      const loginUrl = type === "LOCAL" ? null : await getSystemConfig(ctx.db, "LOGIN_URL");
      return reply.ok({ type, loginUrl });
    },
  );

  app.get(
    "/login/interface",
    {
      config: { permission: "public" },
      schema: {
        response: envelope(
          object({
            title: object({ "zh-CN": { type: "string" }, "en-US": { type: "string" } }),
            logo: nullable("string"),
            publicKey: { type: "string" },
          }),
        ),
      },
    },
    async (_request, reply) => {
      const [zh, en, logo] = await Promise.all(
        ["LOGIN_TITLE_ZH_CN", "LOGIN_TITLE_EN_US", "LOGIN_LOGO"].map((key) => getSystemConfig(ctx.db, key)),
      );
      const title = { "zh-CN": zh ?? DEFAULT_TITLE["zh-CN"], "en-US": en ?? DEFAULT_TITLE["en-US"] };
      return reply.ok({ title, logo, publicKey: ctx.keys.publicKey });
    },
  );

  app.post<{ Body: LoginInput }>(
    "/login",
    {
      config: { permission: "public" },
      schema: {
        body: object(
          { account: str(1, 64), password: str(1, 1024), captchaKey: str(0, 100), captcha: str(1, 16) },
          ["account", "password", "captcha"],
        ),
        response: envelope(object({ token: { type: "string" }, user: currentUserSchema })),
      },
    },
    async (request, reply) => {
      const header = request.headers.useragent;
      const userAgent = typeof header === "string" ? header : null;
      return reply.ok(await login(ctx, request.body, { userAgent, address: request.ip }));
    },
  );

  app.post(
    "/logout",
    { config: { permission: "login" }, schema: { response: envelope({ type: "null" }) } },
    async (request, reply) => {
      const user = await requireAuth(request);
      await endSession(ctx, user.sessionId, "LOGOUT");
      return reply.ok(null);
    },
  );

  app.get(
    "/current/user",
    { config: { permission: "login" }, schema: { response: envelope(currentUserSchema) } },
    async (request, reply) => {
      // Read with the session in one query (plugins/auth.ts), so it is as fresh as the session check.
      return reply.ok((await requireAuth(request)).profile);
    },
  );
}
