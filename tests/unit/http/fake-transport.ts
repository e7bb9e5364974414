import { type Transport, TransportError, type TransportRequest } from "../../../src/providers/http/transport";

export type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { fail: "network" | "timeout" };

/** A request as the transport received it; tests read its body as JSON text or as FormData. */
// biome-ignore lint/suspicious/noExplicitAny: the body is whichever of the two the test sent
export type SentRequest = Omit<TransportRequest, "data"> & { data?: any };

/** A transport answering from a queue (or a function) and recording every request as sent. */
export function fakeTransport(replies: Reply[] | ((request: SentRequest) => Reply)) {
  const requests: SentRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const reply = typeof replies === "function" ? replies(request) : replies.shift();
    if (!reply) throw new Error("no reply queued");
    if ("fail" in reply) throw new TransportError(reply.fail);
    const headers = { "content-type": "application/json", ...reply.headers };
    return { status: reply.status, data: reply.body, headers };
  };
  return { transport, requests };
}

export const envelope = (status: number, data: unknown = null, message = "", errorCode?: string) => ({
  status,
  body: { status, message, data, ...(errorCode ? { errorCode } : {}) },
});
