import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * Fastify's logger settings: request lines carry method, path and address only; query values that
 * may be secrets are masked; bodies and the token/authorization headers are never logged.
 */
const SECRET_QUERY_KEY = /token|password|secret|code|captcha|ticket/i;

export function maskUrl(url: string): string {
  const index = url.indexOf("?");
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEY.test(key)) params.set(key, "***");
  }
  return `${url.slice(0, index)}?${params.toString()}`;
}

export interface LogSettings {
  level: string;
  stream?: { write(line: string): void };
}

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

export function loggerOptions(settings: LogSettings): LoggerOptions {
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    redact: {
      paths: [
        "req.headers.token",
        "req.headers.authorization",
        "req.headers.cookie",
        "req.body",
        "body",
        "password",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: maskUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
