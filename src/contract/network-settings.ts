/** The network tab: the time servers (networkSettings.ntp, setNtp, testNtp) and the domains. */
import { NTP_SERVERS_MAX } from "#contract/limits/settings";
import { Int, List, Nullable, Obj, type Static, Str, Type } from "#contract/schema";

/** host, IPv4 or [IPv6], with an optional :port. */
const HostPort = () =>
  Str(1, 253, {
    pattern:
      "^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\\[[0-9A-Fa-f:.]+\\])(?::[0-9]{1,5})?$",
  });

export const NtpSettingsBody = Obj({ servers: List(HostPort(), { maxItems: NTP_SERVERS_MAX }) });
export type NtpSettingsBody = Static<typeof NtpSettingsBody>;

/** What the server keeps and what its own clock reads, so that a drift shows. */
export const NtpSettings = Obj({
  servers: List(Type.String()),
  timeZone: Type.String(),
  serverTime: Int(0, Number.MAX_SAFE_INTEGER),
});
export type NtpSettings = Static<typeof NtpSettings>;

export const NtpTestBody = Obj({ server: HostPort() });
export type NtpTestBody = Static<typeof NtpTestBody>;

/** One SNTP exchange: the server's clock minus ours, or why none came back. */
export const NtpTestResult = Obj({
  server: Type.String(),
  ok: Type.Boolean(),
  offsetMs: Nullable(Type.Number()),
  roundTripMs: Nullable(Type.Number()),
  stratum: Nullable(Type.Integer()),
  /** One of NTP_FAILURES. */
  failure: Nullable(Type.String()),
});
export type NtpTestResult = Static<typeof NtpTestResult>;
