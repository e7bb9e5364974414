import type { MCU_OFFLINE_REASONS } from "#contract/limits/devices";
import { BridgeError, type BridgeServer } from "../driver.ts";
import { adminRequest, endpointOf, JANUS_TIMEOUT_MS, VIDEOROOM } from "./janus-http.ts";

export type McuOfflineReason = (typeof MCU_OFFLINE_REASONS)[number];
export type Probe =
  | { status: "ONLINE"; reason: null }
  | { status: "OFFLINE"; reason: McuOfflineReason; detail: string };

const offline = (reason: McuOfflineReason, detail: string): Probe => ({ status: "OFFLINE", reason, detail });

/**
 * Whether a Janus server answers as the driver needs it: its Janus API's `info` names a Janus
 * server with the VideoRoom plugin, and its admin API takes the admin secret. The detail is for
 * the log and holds no secret.
 */
export async function probeJanus(
  server: Pick<BridgeServer, "protocol" | "address" | "port" | "adminPort" | "password">,
): Promise<Probe> {
  const endpoint = endpointOf(server);
  let info: Record<string, unknown>;
  try {
    const response = await fetch(`${endpoint.api}/info`, { signal: AbortSignal.timeout(JANUS_TIMEOUT_MS) });
    info = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  } catch (error) {
    return offline("UNREACHABLE", `${endpoint.api} does not answer (${(error as Error).name})`);
  }
  if (info.janus !== "server_info")
    return offline("NOT_JANUS", `${endpoint.api}/info is not a Janus server's`);
  const plugins = (info.plugins ?? {}) as Record<string, unknown>;
  if (!(VIDEOROOM in plugins)) return offline("PLUGIN_MISSING", `${endpoint.api} has no ${VIDEOROOM}`);
  try {
    await adminRequest(endpoint, "list_sessions");
  } catch (error) {
    if (!(error instanceof BridgeError)) throw error;
    if (error.failure === "UNREACHABLE") return offline("UNREACHABLE", `admin API: ${error.message}`);
    if (/^Janus error 403/.test(error.message))
      return offline("WRONG_SECRET", `${endpoint.admin} refused the admin secret`);
    return offline("NOT_JANUS", `admin API: ${error.message}`);
  }
  return { status: "ONLINE", reason: null };
}
