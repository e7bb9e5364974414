import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../errors.ts";
import { readLoginType } from "../settings/system-config.ts";
import { PagePreloads } from "./page-preloads.ts";
import { acceptedEncoding, listFiles, PrecompressedFiles } from "./precompressed.ts";

/**
 * The built console (dist/): hashed files under /assets/ cached for a year, everything else
 * revalidated; any other GET outside /api/ answers index.html (SPA fallback).
 */
const IMMUTABLE = "public, max-age=31536000, immutable";
const LOGIN_PAGE = /^(admin\/)?login\/?$/i;
const REVALIDATE = "no-cache";

/** A safe relative path inside the root, or null. */
function relativePath(root: string, wildcard: string): string | null {
  if (wildcard.includes("\0")) return null;
  const rel = path.posix.normalize(`/${wildcard}`).slice(1);
  if (rel === "" || rel.split("/").some((part) => part.startsWith("."))) return null;
  const absolute = path.resolve(root, rel);
  return absolute.startsWith(root + path.sep) ? rel : null;
}

export interface ConsoleFiles {
  precompressed: PrecompressedFiles;
}

export async function registerConsole(app: FastifyInstance, staticDir: string): Promise<ConsoleFiles | null> {
  const root = path.resolve(staticDir);
  if (!existsSync(path.join(root, "index.html"))) return null;
  const known = new Set(listFiles(root));
  const precompressed = new PrecompressedFiles(root, [...known]);
  const preloads = PagePreloads.read(root, readFileSync(path.join(root, "index.html"), "utf8"));

  await app.register(fastifyStatic, { root, serve: false });
  // After listening: the first answers must not wait for (or compete with) brotli.
  app.addHook("onListen", async () => {
    void precompressed.start();
  });

  const isFile = (rel: string) => {
    if (known.has(rel)) return true;
    try {
      return statSync(path.join(root, rel)).isFile();
    } catch {
      return false;
    }
  };

  function send(request: FastifyRequest, reply: FastifyReply, rel: string) {
    const cacheControl = rel.startsWith("assets/") ? IMMUTABLE : REVALIDATE;
    reply.header("Cache-Control", cacheControl);
    const file = precompressed.get(rel);
    const encoding = file ? acceptedEncoding(request.headers["accept-encoding"]) : null;
    if (!file || !encoding) return reply.sendFile(rel, { cacheControl: false });
    reply.header("ETag", file.etag).header("Vary", "Accept-Encoding").type(file.type);
    if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
    return reply.header("Content-Encoding", encoding).send(file[encoding]);
  }

  /**
   * The login page carries the login type (spec §2 guard step 3) as a JSON data block, so the guard
   * decides without a round trip and the form paints as soon as the script runs.
   */
  const indexHtml = readFileSync(path.join(root, "index.html"), "utf8");
  async function sendLoginPage(reply: FastifyReply) {
    const info = JSON.stringify(await readLoginType(app.ctx.db)).replace(/</g, "\\u003c");
    const block = `<script type="application/json" id="login-type">${info}</script>`;
    return reply
      .header("Cache-Control", REVALIDATE)
      .type("text/html; charset=utf-8")
      .send(indexHtml.replace("</head>", `${block}</head>`));
  }

  // The console's files and pages are not part of the API: left out of the OpenAPI document.
  const fallback = { config: { permission: "public" as const }, schema: { hide: true } };
  app.get<{ Params: { "*": string } }>("/*", fallback, async (request, reply) => {
    const wildcard = request.params["*"];
    if (wildcard === "api" || wildcard.startsWith("api/")) throw notFound();
    const rel = relativePath(root, wildcard);
    if (rel && isFile(rel)) return send(request, reply, rel);
    // A missing hashed file is a real 404 (an HTML answer would break the script or style loading it).
    if (wildcard.startsWith("assets/")) throw notFound();
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    if (LOGIN_PAGE.test(wildcard)) return sendLoginPage(reply);
    const page = preloads?.htmlFor(`/${wildcard}`, query, request.headers["accept-language"]);
    if (!page) return send(request, reply, "index.html");
    return reply
      .header("Cache-Control", REVALIDATE)
      .header("Vary", "Accept-Language, Accept-Encoding")
      .type("text/html; charset=utf-8")
      .send(page);
  });
  return { precompressed };
}
