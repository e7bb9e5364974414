import type { AppContext } from "../context.ts";
import { refreshRollups } from "./rollups.ts";

/**
 * After a start the reports' roll-ups are behind: the meetings changed while no report was read are
 * queued, and the running ones are due again (rollups.ts). The first report call would bring them
 * up to date while its caller waits (1.2–2.0 s on the demo data); done in the background once the
 * server listens, that call finds them current. A report call that comes first waits on the same
 * lock and then reads at once.
 */
export async function warmReports(ctx: Pick<AppContext, "db" | "now">): Promise<void> {
  await refreshRollups(ctx.db, ctx.now());
}
