// HAProxy in front of several server instances, round-robin, for the load-balancer test and the
// bench (Debian's haproxy, which .ci/run installs). The config is the one an operator would start
// from: health checks on /api/v1/ready, a failed connection retried on another instance, event
// streams kept open (timeout tunnel), and X-Served-By naming the instance that answered.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { startDaemon } from "./daemon.mjs";

export const HAPROXY = process.env.HAPROXY_PATH || "/usr/sbin/haproxy";

/** haproxy.cfg for `servers` (host:port each) behind 127.0.0.1:`port`. */
export function haproxyConfig(port, servers) {
  return [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  option http-server-close",
    "  option redispatch",
    "  retries 3",
    "  timeout connect 1s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout tunnel 1h",
    "  timeout check 3s",
    "frontend console",
    `  bind 127.0.0.1:${port}`,
    "  default_backend instances",
    "backend instances",
    "  balance roundrobin",
    "  option httpchk GET /api/v1/ready",
    "  http-check expect status 200",
    "  default-server inter 1s fall 3 rise 2 on-marked-down shutdown-sessions",
    "  http-response set-header X-Served-By %s",
    ...servers.map((server, i) => `  server instance${i + 1} ${server} check`),
    "",
  ].join("\n");
}

/**
 * Starts HAProxy on `port` in front of `servers`, its config written into `dir`; resolves once it
 * answers. stop() ends it.
 */
export async function startHaproxy({ dir, port, servers }) {
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(config, haproxyConfig(port, servers));
  const daemon = await startDaemon({
    name: "haproxy",
    command: HAPROXY,
    args: ["-f", config, "-db"],
    hint: "Debian: apt-get install haproxy, or set HAPROXY_PATH",
    ready: async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      await response.arrayBuffer();
      return response.ok;
    },
  });
  return { url: `http://127.0.0.1:${port}`, output: daemon.output, stop: () => daemon.end() };
}
