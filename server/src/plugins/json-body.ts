import type { FastifyInstance } from "fastify";

/**
 * JSON bodies through Fastify's safe parser (prototype-poisoning keys refused), except that an
 * empty body is no body at all (e.g. `POST /logout` with a JSON content type).
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
