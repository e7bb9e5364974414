/** The network tab's time servers: kept as NTP_SERVERS, and tried with one SNTP exchange (RFC 4330). */
import { createSocket } from "node:dgram";
import { isIP } from "node:net";
import type { NtpSettings, NtpTestResult } from "#contract/network-settings";
import type { Db } from "../db/database.ts";
import { getSystemConfig, setSystemConfig } from "./system-config.ts";

const KEY = "NTP_SERVERS";
const NTP_PORT = 123;
const TIMEOUT_MS = 3000;
/** Seconds from 1900 (NTP's era) to 1970. */
const NTP_EPOCH_OFFSET = 2_208_988_800;

export async function readNtpSettings(db: Db, now: number): Promise<NtpSettings> {
  const stored = await getSystemConfig(db, KEY);
  return {
    servers: stored ? stored.split(",") : [],
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    serverTime: now,
  };
}

export async function writeNtpServers(db: Db, servers: string[], now: number): Promise<void> {
  const unique = [...new Set(servers.map((s) => s.trim().toLowerCase()))];
  await setSystemConfig(db, KEY, unique.length > 0 ? unique.join(",") : null, now);
}

/** "host", "host:port", "[v6]" or "[v6]:port" split into host and port. */
export function splitHostPort(server: string): { host: string; port: number } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(server);
  if (bracketed) return { host: bracketed[1], port: Number(bracketed[2] ?? NTP_PORT) };
  const [host, port] = server.split(":");
  return { host, port: Number(port ?? NTP_PORT) };
}

const readTimestamp = (packet: Buffer, at: number) =>
  (packet.readUInt32BE(at) - NTP_EPOCH_OFFSET) * 1000 + (packet.readUInt32BE(at + 4) / 2 ** 32) * 1000;

/** Sends one client request and reads the offset of the server's clock from ours (RFC 4330 §5). */
export function queryNtp(server: string, clock: () => number = Date.now): Promise<NtpTestResult> {
  const { host, port } = splitHostPort(server);
  const failed = (failure: string): NtpTestResult => ({
    server,
    ok: false,
    offsetMs: null,
    roundTripMs: null,
    stratum: null,
    failure,
  });
  if (!Number.isInteger(port) || port < 1 || port > 65535) return Promise.resolve(failed("UNREACHABLE"));
  const socket = createSocket(isIP(host) === 6 ? "udp6" : "udp4");
  return new Promise<NtpTestResult>((resolve) => {
    const finish = (result: NtpTestResult) => {
      clearTimeout(timer);
      socket.close();
      resolve(result);
    };
    const timer = setTimeout(() => finish(failed("TIMEOUT")), TIMEOUT_MS);
    const request = Buffer.alloc(48);
    request[0] = (4 << 3) | 3; // version 4, mode 3 (client)
    let sentAt = 0;
    socket.on("error", () => finish(failed("UNREACHABLE")));
    socket.on("message", (reply) => {
      const receivedAt = clock();
      const mode = reply.length >= 48 ? reply[0] & 0x7 : 0;
      const stratum = reply.length >= 48 ? reply[1] : 0;
      if (mode !== 4 || stratum === 0 || stratum > 15) return finish(failed("BAD_REPLY"));
      const serverReceived = readTimestamp(reply, 32);
      const serverSent = readTimestamp(reply, 40);
      const offsetMs = (serverReceived - sentAt + (serverSent - receivedAt)) / 2;
      const roundTripMs = Math.max(0, receivedAt - sentAt - (serverSent - serverReceived));
      finish({
        server,
        ok: true,
        offsetMs: Math.round(offsetMs),
        roundTripMs: Math.round(roundTripMs),
        stratum,
        failure: null,
      });
    });
    sentAt = clock();
    socket.send(request, port, host, (error) => {
      if (error) finish(failed("UNREACHABLE"));
    });
  });
}
