import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Creating a PGlite cluster (initdb) leaves several hundred MB in the process that ran it. On a
 * fresh data directory it is therefore done in a short-lived worker thread, whose memory is freed
 * when it ends; the server then opens the ready directory.
 */
const WORKER_SOURCE = `
const { workerData, parentPort } = require("node:worker_threads");
import(workerData.module).then(async ({ PGlite }) => {
  const db = new PGlite(workerData.dataDir);
  await db.waitReady;
  await db.close();
  parentPort.postMessage("done");
});
`;

export async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const module = import.meta.resolve("@electric-sql/pglite");
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module, dataDir } });
    let done = false;
    worker.once("message", () => {
      done = true;
    });
    worker.once("error", reject);
    worker.once("exit", (code) =>
      done
        ? resolve()
        : reject(new Error(`Creating the database in ${dataDir} failed (worker exit ${code})`)),
    );
  });
}
