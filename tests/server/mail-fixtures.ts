import type { FastifyInstance } from "fastify";
import type { SmtpSink } from "../fixtures/smtp-sink.ts";
import { encryptPassword, publicKeyOf } from "./helpers.ts";

/** The mail server form for the test SMTP sink (its password encrypted as the console sends it). */
export async function sinkMailBody(
  app: FastifyInstance,
  sink: SmtpSink,
  auth: { user: string; pass: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    enabled: true,
    host: "127.0.0.1",
    port: sink.port,
    security: "NONE",
    username: auth.user,
    password: encryptPassword(await publicKeyOf(app), auth.pass),
    fromAddress: "meetings@example.com",
    fromName: "Meeting Console",
    language: "en-US",
    ...overrides,
  };
}
