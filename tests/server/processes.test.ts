import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { isAlive } from "../../server/src/lib/processes.ts";

/**
 * A postmaster orphaned by a killed server exits on its fast shutdown but stays a zombie until PID 1
 * reaps it, which took about 2 s per restart here: an exited, unreaped process counts as gone.
 */
describe("isAlive", () => {
  it("is true for a running process and false for an exited one nobody has reaped yet", async () => {
    // The shell starts a short child, then becomes a process that never waits for it.
    const parent = spawn("sh", ["-c", "sleep 0.1 & echo $!; exec sleep 5"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    try {
      const pid = await new Promise<number>((resolve) =>
        parent.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      );
      expect(isAlive(pid)).toBe(true);
      expect(isAlive(parent.pid ?? 0)).toBe(true);
      await sleep(600);
      expect(isAlive(pid)).toBe(false);
      expect(isAlive(parent.pid ?? 0)).toBe(true);
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it("is false for no process", () => {
    expect(isAlive(0)).toBe(false);
    expect(isAlive(999_999_999)).toBe(false);
  });
});
