// Starts the real server on a fresh data directory for the end-to-end run (Playwright's webServer).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ARGS, SERVER_ENV } from "../../scripts/server-process.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "meeting-e2e-"));
const child = spawn(process.execPath, SERVER_ARGS, {
  stdio: "inherit",
  env: {
    ...process.env,
    ...SERVER_ENV,
    PORT: process.env.E2E_PORT ?? "8181",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    CAPTCHA_FIXED: "e2e1",
    NODE_ENV: "test",
    // The licences spec signs with the tests' key, which no build trusts.
    LICENCE_PUBLIC_KEY_FILE: fileURLToPath(
      new URL("../fixtures/licence/test-public-key.pem", import.meta.url),
    ),
    LOG_LEVEL: "warn",
  },
});

const stop = (signal) => {
  child.kill(signal);
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
