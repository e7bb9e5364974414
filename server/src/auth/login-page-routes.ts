import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { LOGIN_IMAGE_MAX_BYTES } from "#contract/limits/settings";
import { LoginImageBytes, LoginImageParams, LoginPageBody, LoginPageSettings } from "#contract/login-page";
import { loginPageOps } from "#contract/operations/login-page";
import { Envelope } from "#contract/schema";
import { notFound } from "../errors.ts";
import { readUpload } from "../lib/multipart.ts";
import { serveOperations } from "../lib/operations.ts";
import {
  deleteLoginImage,
  loginImage,
  readLoginPage,
  storeLoginImage,
  writeLoginTitles,
} from "./login-page.ts";

/** The login page tab (SYSTEM users) and the images the public login page shows. */
export const loginPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, loginPageOps);
  const { ctx } = app;
  const settings = Envelope(LoginPageSettings);

  serve("get", { response: settings }, async (_request, reply) => reply.ok(await readLoginPage(ctx.db)));

  serve("update", { body: LoginPageBody, response: settings }, async (request, reply) => {
    await writeLoginTitles(ctx.db, request.body, ctx.now());
    return reply.ok(await readLoginPage(ctx.db));
  });

  // PNG, JPEG or WebP decided by the bytes (lib/file-types.ts), never SVG: the page is public.
  serve("uploadImage", { params: LoginImageParams, response: settings }, async (request, reply) => {
    const { kind } = request.params;
    const upload = await readUpload(request, {
      field: "file",
      maxBytes: LOGIN_IMAGE_MAX_BYTES[kind],
      allowed: ["png", "jpeg", "webp"],
    });
    await storeLoginImage(ctx.db, kind, upload, ctx.now());
    return reply.ok(await readLoginPage(ctx.db));
  });

  serve("removeImage", { params: LoginImageParams, response: settings }, async (request, reply) => {
    await deleteLoginImage(ctx.db, request.params.kind);
    return reply.ok(await readLoginPage(ctx.db));
  });

  serve("image", { params: LoginImageParams, response: LoginImageBytes }, async (request, reply) => {
    const image = await loginImage(ctx.db, request.params.kind);
    if (!image) throw notFound();
    return reply
      .code(200)
      .header("Content-Type", image.contentType)
      .header("Content-Length", String(image.size))
      .header("Cache-Control", "public, max-age=86400")
      .header("X-Content-Type-Options", "nosniff")
      .send(image.data);
  });
};
