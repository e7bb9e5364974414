// Mosquitto (Debian's, which .ci/run installs) on a loopback port with a password file, for the
// device tests: started per run in a temporary folder, no persistence, no anonymous clients.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startDaemon } from "./daemon.mjs";

export const MOSQUITTO = process.env.MOSQUITTO_PATH || "/usr/sbin/mosquitto";
export const MOSQUITTO_PASSWD = process.env.MOSQUITTO_PASSWD_PATH || "/usr/bin/mosquitto_passwd";

/** mosquitto.conf for a broker on 127.0.0.1:`port` that knows the users of `passwordFile`. */
export function mosquittoConfig(port, passwordFile) {
  return [
    `listener ${port} 127.0.0.1`,
    "allow_anonymous false",
    `password_file ${passwordFile}`,
    "persistence false",
    // Started as root it would switch to the mosquitto user, who cannot read the temporary folder.
    `user ${os.userInfo().username}`,
    "log_dest stderr",
    "",
  ].join("\n");
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * Starts Mosquitto on `port` with one user (`username`, `password`), its files written into `dir`;
 * resolves once it accepts connections. stop() ends it.
 */
export async function startMosquitto({ dir, port, username, password }) {
  const passwordFile = path.join(dir, "passwd");
  writeFileSync(passwordFile, "");
  execFileSync(MOSQUITTO_PASSWD, ["-b", passwordFile, username, password], { stdio: "ignore" });
  const config = path.join(dir, "mosquitto.conf");
  writeFileSync(config, mosquittoConfig(port, passwordFile));
  const daemon = await startDaemon({
    name: "mosquitto",
    command: MOSQUITTO,
    args: ["-c", config],
    hint: "Debian: apt-get install mosquitto, or set MOSQUITTO_PATH",
    ready: () => listening(port),
    pollMs: 50,
  });
  return { url: `mqtt://127.0.0.1:${port}`, output: daemon.output, stop: () => daemon.end() };
}
