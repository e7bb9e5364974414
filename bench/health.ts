import type { BenchContext } from "./figures";
import { loadTest } from "./load";
import { type Figure, measured } from "./report";
import { BENCH_METRICS_TOKEN } from "./server";

/**
 * What a load balancer's probe and a Prometheus scrape cost: one connection asking in a loop for
 * 3 s, so each figure is the time of one answer with nothing queued before it.
 */
export async function healthCost(ctx: BenchContext): Promise<Figure[]> {
  const base = ctx.server().baseUrl;
  const probes: { metric: string; url: string; headers: Record<string, string> }[] = [
    { metric: "ready", url: `${base}/api/v1/ready`, headers: {} },
    {
      metric: "metrics",
      url: `${base}/metrics`,
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    },
  ];
  const out: Figure[] = [];
  for (const probe of probes) {
    await loadTest({ url: probe.url, headers: probe.headers, connections: 1, durationS: 1 }); // warm-up
    const r = await loadTest({ url: probe.url, headers: probe.headers, connections: 1, durationS: 3 });
    const note = `one connection, 3 s; ${r.ok2xx} 2xx, ${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}`;
    const p50 = measured({ metric: `${probe.metric}_p50_ms`, unit: "ms", budget: 5, note }, [r.p50Ms]);
    if (r.non2xx > 0 || r.errors > 0) p50.ok = false;
    out.push(p50, measured({ metric: `${probe.metric}_p99_ms`, unit: "ms" }, [r.p99Ms]));
  }
  return out;
}
