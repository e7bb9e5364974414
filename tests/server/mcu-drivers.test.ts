import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startJanus } from "../../scripts/janus.mjs";
import type { BridgeServer } from "../../server/src/mcu/driver.ts";
import { JanusDriver } from "../../server/src/mcu/janus/janus-driver.ts";
import { endpointOf, withVideoRoom } from "../../server/src/mcu/janus/janus-http.ts";
import { Simulator } from "../../server/src/mcu/simulator.ts";
import { driverContract } from "./mcu-driver-contract.ts";

/** The same driver suite against the simulator and against the Janus driver on a real Janus. */
const base: BridgeServer = {
  id: "s1",
  name: "Bridge",
  model: "CMS",
  address: "127.0.0.1",
  port: 443,
  protocol: "HTTPS",
  username: "admin",
  password: "secret",
  status: "ONLINE",
  capacity: 40,
  adminPort: null,
};

driverContract("simulator", {
  driver: () => new Simulator(),
  server: () => base,
  downServer: () => ({ ...base, status: "OFFLINE" }),
});

const HTTP_PORT = 7320;
const ADMIN_PORT = 7321;
const SECRET = "contract-admin-secret";
let janus: Awaited<ReturnType<typeof startJanus>>;
const dir = mkdtempSync(path.join(tmpdir(), "janus-contract-"));
beforeAll(async () => {
  janus = await startJanus({ dir, httpPort: HTTP_PORT, adminPort: ADMIN_PORT, adminSecret: SECRET });
}, 30_000);
afterAll(async () => {
  await janus?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const janusServer: BridgeServer = {
  ...base,
  model: "JANUS",
  port: HTTP_PORT,
  protocol: "HTTP",
  password: SECRET,
  adminPort: ADMIN_PORT,
};

driverContract("Janus", {
  driver: () => new JanusDriver(),
  server: () => janusServer,
  // Nothing listens on 7322.
  downServer: () => ({ ...janusServer, port: 7322, adminPort: 7323 }),
  exists: (conference) =>
    withVideoRoom(endpointOf(conference.server), async (send) => {
      const answer = await send({ request: "exists", room: Number(conference.ref) });
      return answer.exists === true;
    }),
});
