/** Typed calls of the network tab: time servers, and the domains clients are sent to. */
import type { NtpSettings, NtpTestResult } from "#contract/network-settings";
import { networkSettingsOps } from "#contract/operations/network-settings";
import { productConfigsOps } from "#contract/operations/product-configs";
import { systemOps } from "#contract/operations/system";
import type { NetworkConfig, SystemConfig } from "#contract/system-config";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

export const getNtpSettings = (): Promise<ApiResult<NtpSettings>> => call(networkSettingsOps.ntp);

/** Silent: the form shows messages beside its fields. */
export function saveNtpServers(servers: string[]): Promise<ApiResult<NtpSettings>> {
  return call(networkSettingsOps.setNtp, { body: { servers } }, { silent: true });
}

export function testNtpServer(server: string): Promise<ApiResult<NtpTestResult>> {
  return call(networkSettingsOps.testNtp, { body: { server } });
}

export const getNetworkConfig = (): Promise<ApiResult<NetworkConfig>> =>
  call(productConfigsOps.networkConfig);

/** Silent: the form shows the message beside the field. */
export function saveDomain(
  key: "MOBILE_DOMAIN" | "SIP_DOMAIN",
  value: string | null,
): Promise<ApiResult<SystemConfig>> {
  return call(systemOps.setConfig, { body: { key, value } }, { silent: true });
}
