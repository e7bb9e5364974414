import { createHmac } from "node:crypto";
import { JANUS_ADMIN_PORT } from "#contract/limits/devices";
import { BridgeError, type BridgeServer } from "../driver.ts";

/**
 * Janus's HTTP API as the driver uses it: the Janus API under /janus (a session, a VideoRoom
 * handle, synchronous plugin requests) and the admin API under /admin (with the admin secret).
 * Every failure is a BridgeError whose message names what went wrong and never holds a secret.
 */
export interface JanusEndpoint {
  api: string;
  admin: string;
  secret: string;
}

export const VIDEOROOM = "janus.plugin.videoroom";
/** How long one HTTP request to Janus may take. */
export const JANUS_TIMEOUT_MS = 3_000;

export function endpointOf(
  server: Pick<BridgeServer, "protocol" | "address" | "port" | "adminPort" | "password">,
) {
  const scheme = server.protocol === "HTTPS" ? "https" : "http";
  const host = server.address.includes(":") ? `[${server.address}]` : server.address;
  return {
    api: `${scheme}://${host}:${server.port}/janus`,
    admin: `${scheme}://${host}:${server.adminPort ?? JANUS_ADMIN_PORT}/admin`,
    secret: server.password,
  } satisfies JanusEndpoint;
}

/** A VideoRoom request Janus answered with an error: its code (426 no such room, 427 room exists...). */
export class VideoRoomError extends BridgeError {
  readonly code: number;
  constructor(code: number, reason: string) {
    super("REFUSED", `VideoRoom error ${code}: ${reason}`);
    this.code = code;
  }
}
export const NO_SUCH_ROOM = 426;
export const ROOM_EXISTS = 427;
export const NO_SUCH_FEED = 428;

type Json = Record<string, unknown>;

let transactions = 0;

/** POSTs one Janus message; answers its JSON. Unreachable, not JSON or a Janus error: BridgeError. */
export async function post(url: string, message: Json): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ transaction: `t${++transactions}`, ...message }),
      signal: AbortSignal.timeout(JANUS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new BridgeError("UNREACHABLE", `${new URL(url).origin} does not answer (${(error as Error).name})`);
  }
  let body: Json;
  try {
    body = (await response.json()) as Json;
  } catch {
    throw new BridgeError(
      "REFUSED",
      `${new URL(url).origin} is not a Janus server (HTTP ${response.status})`,
    );
  }
  if (body.janus === "error") {
    const error = body.error as { code?: number; reason?: string } | undefined;
    throw new BridgeError("REFUSED", `Janus error ${error?.code ?? "?"}: ${error?.reason ?? "unknown"}`);
  }
  return body;
}

/** An admin API request (list_sessions, handle_info...) at the admin path `under` (session/handle). */
export const adminRequest = (endpoint: JanusEndpoint, janus: string, under = "") =>
  post(`${endpoint.admin}${under}`, { janus, admin_secret: endpoint.secret });

export type VideoRoomSend = (body: Json) => Promise<Json>;

/**
 * Runs `work` with a VideoRoom handle of a fresh session, destroyed afterwards (the driver keeps
 * no session between calls). `send` answers the plugin's data, or throws its error as a VideoRoomError.
 */
export async function withVideoRoom<T>(endpoint: JanusEndpoint, work: (send: VideoRoomSend) => Promise<T>) {
  const session = (await post(endpoint.api, { janus: "create" })).data as { id: number };
  const base = `${endpoint.api}/${session.id}`;
  try {
    const handle = (await post(base, { janus: "attach", plugin: VIDEOROOM })).data as { id: number };
    const send: VideoRoomSend = async (body) => {
      const answer = await post(`${base}/${handle.id}`, { janus: "message", body });
      const data = (answer.plugindata as { data?: Json } | undefined)?.data ?? {};
      if (typeof data.error_code === "number") throw new VideoRoomError(data.error_code, String(data.error));
      return data;
    };
    return await work(send);
  } finally {
    await post(base, { janus: "destroy" }).catch(() => undefined);
  }
}

/** The room secret: derived from the admin secret and the room, so no instance needs to store it. */
export const roomSecret = (endpoint: JanusEndpoint, room: number): string =>
  createHmac("sha256", endpoint.secret).update(`videoroom:${room}`).digest("hex").slice(0, 32);

/** A meeting number as a VideoRoom id (numeric ids: Janus's default). */
export function roomIdOf(number: string): number {
  const id = Number(number);
  if (!/^\d{1,15}$/.test(number) || !Number.isSafeInteger(id) || id <= 0)
    throw new BridgeError("REFUSED", `meeting number ${number} is not a numeric VideoRoom id`);
  return id;
}

/**
 * The secret Janus's HTTP event handler sends us (its `backend_pwd`): derived from the admin
 * secret, so each Janus server has its own and nothing is stored. An operator computes it with
 * `printf janus-events | openssl dgst -sha256 -hmac '<admin secret>'`.
 */
export const eventSecret = (adminSecret: string): string =>
  createHmac("sha256", adminSecret).update("janus-events").digest("hex");
