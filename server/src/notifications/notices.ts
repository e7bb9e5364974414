import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { gatewaysFrom } from "./gateways.ts";
import { OutboxWorker } from "./worker.ts";

/**
 * The notification worker of this server instance: started with the server, woken after every
 * successful meeting write, polling every NOTICE_POLL_MS (default 5 s) for retries that fall due,
 * stopped before the database closes.
 */
const workers = new WeakMap<AppContext, OutboxWorker>();
const DEFAULT_POLL_MS = 5000;

export function noticeWorker(ctx: AppContext): OutboxWorker {
  const worker = workers.get(ctx);
  if (!worker) throw new Error("the notification worker is not registered");
  return worker;
}

export function registerNotices(
  app: FastifyInstance,
  ctx: AppContext,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const log = app.log;
  const worker = new OutboxWorker(
    ctx,
    gatewaysFrom(env, (record, message) => log.info(record, message)),
    log,
  );
  workers.set(ctx, worker);
  const pollMs = Number(env.NOTICE_POLL_MS) > 0 ? Number(env.NOTICE_POLL_MS) : DEFAULT_POLL_MS;
  app.addHook("onReady", async () => worker.start(pollMs));
  app.addHook("preClose", () => worker.stop());
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" && reply.statusCode < 400 && request.url.includes("/schedules")) {
      void worker.wake();
    }
  });
}
