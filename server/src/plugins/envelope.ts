import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, type FieldMessage } from "../errors.ts";
import { type Lang, langOf, type MessageKey, t } from "../i18n.ts";
import type { HeadersBeforeRouting } from "./security-headers.ts";
import { validationFields } from "./validation-messages.ts";

/**
 * The response envelope `{ status, message, data, errorCode? }` (DESIGN.md §2): success helper,
 * error mapping (never a stack trace or SQL text) and the API 404.
 */
export interface Envelope {
  status: number;
  message: string;
  data: unknown;
  errorCode?: string;
}

const STATUS_MESSAGES: Record<number, MessageKey> = {
  400: "error.badRequest",
  401: "error.tokenInvalid",
  403: "error.forbidden",
  404: "error.notFound",
  405: "error.methodNotAllowed",
  413: "error.payloadTooLarge",
  414: "error.uriTooLong",
  415: "error.unsupportedMediaType",
  429: "error.tooManyRequests",
};

function localise(lang: Lang, fields: Record<string, FieldMessage>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [
      field,
      typeof message === "string" ? t(lang, message) : t(lang, message.key, message.params),
    ]),
  );
}

function fieldsEnvelope(
  status: number,
  lang: Lang,
  fields: Record<string, FieldMessage>,
  errorCode?: string,
) {
  const texts = localise(lang, fields);
  const values = Object.values(texts);
  const message = values.length === 1 ? values[0] : t(lang, "validation.summary");
  return { status, message, data: { fields: texts }, ...(errorCode ? { errorCode } : {}) };
}

export function errorEnvelope(error: unknown, lang: Lang): Envelope {
  if (error instanceof ApiError) {
    if (error.fields) return fieldsEnvelope(error.status, lang, error.fields, error.errorCode);
    const message = t(lang, error.messageKey, error.params);
    return {
      status: error.status,
      message,
      data: error.data,
      ...(error.errorCode ? { errorCode: error.errorCode } : {}),
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return fieldsEnvelope(
      400,
      lang,
      validationFields(fastifyError.validation, fastifyError.validationContext ?? "body"),
    );
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key =
      fastifyError.code?.startsWith("FST_ERR_CTP_") && status === 400 ? "error.invalidJson" : undefined;
    return { status, message: t(lang, key ?? STATUS_MESSAGES[status] ?? "error.badRequest"), data: null };
  }
  return { status: 500, message: t(lang, "error.internal"), data: null };
}

export function sendEnvelope(reply: FastifyReply, body: Envelope): FastifyReply {
  return reply.code(body.status).type("application/json; charset=utf-8").send(body);
}

/** Fastify's `frameworkErrors` option: malformed URLs and over-long path parameters, before routing. */
export function frameworkErrors(headers: HeadersBeforeRouting) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    request.lang = langOf(request.headers.language);
    const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
    headers(request, reply);
    sendEnvelope(reply, { status, message: t(request.lang, STATUS_MESSAGES[status]), data: null });
  };
}

export function registerEnvelope(app: FastifyInstance): void {
  app.decorateRequest("lang", "zh-CN");
  app.decorateReply("ok", function ok(this: FastifyReply, data: unknown) {
    return this.code(200).send({ status: 200, message: t(this.request.lang, "ok"), data });
  });
  app.addHook("onRequest", async (request) => {
    request.lang = langOf(request.headers.language);
  });
  app.setErrorHandler((error, request, reply) => {
    const body = errorEnvelope(error, request.lang);
    if (body.status >= 500) request.log.error({ err: error }, "request failed");
    if (error instanceof ApiError) reply.headers(error.headers);
    return sendEnvelope(reply, body);
  });
  app.setNotFoundHandler((request: FastifyRequest, reply) =>
    sendEnvelope(reply, { status: 404, message: t(request.lang, "error.notFound"), data: null }),
  );
}
