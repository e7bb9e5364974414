// A program the tests and the bench start beside the server (HAProxy, Mosquitto, Janus): spawned,
// its output kept for the error messages, awaited until `ready()` answers true, and ended.
import { spawn } from "node:child_process";

/**
 * Starts `command` and resolves once `ready()` is true; throws with the program's output if it
 * exits or cannot be found (`hint` says how to install it), or is not ready within `timeoutMs`.
 * end(signal) ends it and waits for its exit.
 */
export async function startDaemon({ name, command, args, hint, ready, timeoutMs = 10_000, pollMs = 100 }) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let failed = false;
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.once("error", (error) => {
    failed = true;
    output += `${error.message} (${hint})`;
  });
  const exited = new Promise((resolve) => {
    child.once("exit", resolve);
    child.once("error", resolve);
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (failed || child.exitCode !== null) throw new Error(`${name} did not start: ${output}`);
    if (await ready().catch(() => false)) break;
    if (Date.now() > deadline) throw new Error(`${name} did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return {
    pid: child.pid,
    output: () => output,
    end: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
