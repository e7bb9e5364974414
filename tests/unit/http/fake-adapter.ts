import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";

export type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { fail: "network" | "timeout" };

/** An axios adapter answering from a queue (or a function) and recording every request. */
export function fakeAdapter(replies: Reply[] | ((config: InternalAxiosRequestConfig) => Reply)) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = typeof replies === "function" ? replies(config) : replies.shift();
    if (!reply) throw new Error("no reply queued");
    if ("fail" in reply) {
      const code = reply.fail === "timeout" ? AxiosError.ECONNABORTED : AxiosError.ERR_NETWORK;
      throw new AxiosError(reply.fail, code, config);
    }
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: { "content-type": "application/json", ...reply.headers },
      config,
    };
    return response;
  };
  return { adapter, requests };
}

export const envelope = (status: number, data: unknown = null, message = "", errorCode?: string) => ({
  status,
  body: { status, message, data, ...(errorCode ? { errorCode } : {}) },
});
