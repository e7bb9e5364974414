// The Janus WebRTC server (Debian's `janus`, which .ci/run installs) for the tests of the Janus
// MCU driver: a minimal config written into a folder of its own (the HTTP transport and the admin
// API on loopback ports, an admin secret, the VideoRoom plugin and nothing else), started in the
// foreground. Media and ICE are not configured: the driver's tests speak HTTP only.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startDaemon } from "./daemon.mjs";

export const JANUS = process.env.JANUS_PATH || "/usr/bin/janus";
const LIB = process.env.JANUS_LIB || "/usr/lib/x86_64-linux-gnu/janus";

/** Every transport and plugin Debian ships but the HTTP transport and the VideoRoom. */
const OTHER_TRANSPORTS = ["websockets", "mqtt", "nanomsg", "pfunix", "rabbitmq"];
const OTHER_PLUGINS = [
  "audiobridge",
  "duktape",
  "echotest",
  "lua",
  "nosip",
  "recordplay",
  "sip",
  "streaming",
  "textroom",
  "videocall",
  "voicemail",
];
/** Every event handler Debian ships but the HTTP one (sampleevh), which posts to our server. */
const OTHER_EVENT_HANDLERS = ["gelf", "mqtt", "nanomsg", "rabbitmq", "ws"];
const libs = (names, suffix = "") => names.map((name) => `libjanus_${name}${suffix}.so`).join(",");

/**
 * The config files of one Janus: `httpPort` (the Janus API under /janus), `adminPort` (the admin
 * API under /admin), `adminSecret`; `videoroom: false` leaves the VideoRoom plugin out too.
 */
export function janusConfig({
  httpPort,
  adminPort,
  adminSecret,
  videoroom = true,
  rtpPorts = "20000-20999",
  events = null,
}) {
  const plugins = videoroom ? OTHER_PLUGINS : [...OTHER_PLUGINS, "videoroom"];
  return {
    "janus.jcfg": [
      "general: {",
      `  plugins_folder = "${LIB}/plugins"`,
      `  transports_folder = "${LIB}/transports"`,
      `  events_folder = "${LIB}/events"`,
      `  loggers_folder = "${LIB}/loggers"`,
      "  debug_level = 4",
      `  admin_secret = "${adminSecret}"`,
      "}",
      "media: {",
      `  rtp_port_range = "${rtpPorts}"`,
      "}",
      "nat: {",
      "  ice_lite = false",
      "}",
      `plugins: { disable = "${libs(plugins)}" }`,
      `transports: { disable = "${libs(OTHER_TRANSPORTS)}" }`,
      events
        ? `events: { broadcast = true\n  disable = "${libs(OTHER_EVENT_HANDLERS, "evh")}" }`
        : "events: { broadcast = false }",
      'loggers: { disable = "libjanus_jsonlog.so" }',
      "",
    ].join("\n"),
    "janus.transport.http.jcfg": [
      "general: {",
      '  json = "compact"',
      '  base_path = "/janus"',
      "  http = true",
      `  port = ${httpPort}`,
      '  ip = "127.0.0.1"',
      "  https = false",
      "}",
      "admin: {",
      '  admin_base_path = "/admin"',
      "  admin_http = true",
      `  admin_port = ${adminPort}`,
      '  admin_ip = "127.0.0.1"',
      "  admin_https = false",
      "}",
      "",
    ].join("\n"),
    "janus.plugin.videoroom.jcfg": "general: {\n}\n",
    ...(events ? { "janus.eventhandler.sampleevh.jcfg": sampleEvhConfig(events) } : {}),
  };
}

/**
 * The HTTP event handler's config: what the VideoRoom, sessions and handles do, grouped, posted to
 * `backend` with HTTP basic auth (`user`, `password`: the MCU server's event secret).
 */
export function sampleEvhConfig({ backend, user = "janus", password }) {
  return [
    "general: {",
    "  enabled = true",
    '  events = "sessions,handles,plugins"',
    "  grouping = true",
    '  json = "compact"',
    `  backend = "${backend}"`,
    `  backend_user = "${user}"`,
    `  backend_pwd = "${password}"`,
    "  max_retransmissions = 3",
    "  retransmissions_backoff = 100",
    "}",
    "",
  ].join("\n");
}

/**
 * Starts Janus with its config in `dir`; resolves once its admin API answers a ping. stop() ends
 * it (SIGTERM), kill() as a crash would (SIGKILL).
 */
export async function startJanus({ dir, httpPort, adminPort, adminSecret, videoroom = true, events = null }) {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(
    janusConfig({ httpPort, adminPort, adminSecret, videoroom, events }),
  ))
    writeFileSync(path.join(dir, name), text);
  const admin = `http://127.0.0.1:${adminPort}/admin`;
  const daemon = await startDaemon({
    name: "janus",
    command: JANUS,
    args: ["-F", dir, "-C", path.join(dir, "janus.jcfg"), "-o"],
    hint: "Debian: apt-get install janus, or set JANUS_PATH",
    timeoutMs: 15_000,
    ready: async () => {
      const response = await fetch(admin, {
        method: "POST",
        body: JSON.stringify({ janus: "ping", transaction: "up", admin_secret: adminSecret }),
      });
      return (await response.json()).janus === "pong";
    },
  });
  return {
    url: `http://127.0.0.1:${httpPort}/janus`,
    admin,
    pid: daemon.pid,
    output: daemon.output,
    stop: () => daemon.end("SIGTERM"),
    kill: () => daemon.end("SIGKILL"),
  };
}
