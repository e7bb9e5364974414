/** Typed calls of the network tab: time servers, and the domains clients are sent to. */
import type { NtpSettings, NtpTestResult } from "#contract/network-settings";
import type { NetworkConfig, SystemConfig } from "#contract/system-config";
import { PRODUCT } from "../config/constants";
import { type ApiResult, http } from "../providers/http/client";

const NTP_URL = "/system/sys/setting/ntp";

export function getNtpSettings(): Promise<ApiResult<NtpSettings>> {
  return http.get(NTP_URL);
}

/** Silent: the form shows messages beside its fields. */
export function saveNtpServers(servers: string[]): Promise<ApiResult<NtpSettings>> {
  return http.put(NTP_URL, { data: { servers }, silent: true });
}

export function testNtpServer(server: string): Promise<ApiResult<NtpTestResult>> {
  return http.post(`${NTP_URL}/test`, { data: { server } });
}

export function getNetworkConfig(): Promise<ApiResult<NetworkConfig>> {
  return http.get(`/${encodeURIComponent(PRODUCT)}/no-auth/network-config`);
}

/** Silent: the form shows the message beside the field. */
export function saveDomain(
  key: "MOBILE_DOMAIN" | "SIP_DOMAIN",
  value: string | null,
): Promise<ApiResult<SystemConfig>> {
  return http.post("/system/config", { data: { key, value }, silent: true });
}
