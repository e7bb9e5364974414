import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { LOGIN_IMAGE_MAX_BYTES } from "#contract/limits";
import { LoginImageBytes, LoginImageParams, LoginPageBody, LoginPageSettings } from "#contract/login-page";
import { Envelope } from "#contract/schema";
import { notFound } from "../errors.ts";
import { readUpload } from "../lib/multipart.ts";
import {
  deleteLoginImage,
  loginImage,
  readLoginPage,
  storeLoginImage,
  writeLoginTitles,
} from "./login-page.ts";

/** The login page tab (SYSTEM users) and the images the public login page shows. */
export const loginPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { permission: { systemType: true as const } };
  const settings = Envelope(LoginPageSettings);

  app.get("/system/login-page", { config, schema: { response: settings } }, async (_request, reply) =>
    reply.ok(await readLoginPage(ctx.db)),
  );

  app.put(
    "/system/login-page",
    { config, schema: { body: LoginPageBody, response: settings } },
    async (request, reply) => {
      await writeLoginTitles(ctx.db, request.body, ctx.now());
      return reply.ok(await readLoginPage(ctx.db));
    },
  );

  // PNG, JPEG or WebP decided by the bytes (lib/file-types.ts), never SVG: the page is public.
  app.post(
    "/system/login-page/:kind",
    { config, schema: { params: LoginImageParams, response: settings } },
    async (request, reply) => {
      const { kind } = request.params;
      const upload = await readUpload(request, {
        field: "file",
        maxBytes: LOGIN_IMAGE_MAX_BYTES[kind],
        allowed: ["png", "jpeg", "webp"],
      });
      await storeLoginImage(ctx.db, kind, upload, ctx.now());
      return reply.ok(await readLoginPage(ctx.db));
    },
  );

  app.delete(
    "/system/login-page/:kind",
    { config, schema: { params: LoginImageParams, response: settings } },
    async (request, reply) => {
      await deleteLoginImage(ctx.db, request.params.kind);
      return reply.ok(await readLoginPage(ctx.db));
    },
  );

  app.get(
    "/login/interface/:kind",
    { config: { permission: "public" }, schema: { params: LoginImageParams, response: LoginImageBytes } },
    async (request, reply) => {
      const image = await loginImage(ctx.db, request.params.kind);
      if (!image) throw notFound();
      return reply
        .code(200)
        .header("Content-Type", image.contentType)
        .header("Content-Length", String(image.size))
        .header("Cache-Control", "public, max-age=86400")
        .header("X-Content-Type-Options", "nosniff")
        .send(image.data);
    },
  );
};
