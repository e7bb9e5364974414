import { op, operations } from "#contract/operation";

/** The probes of a load balancer or an orchestrator: plain JSON outside the envelope, public. */
export const healthOps = operations("health", {
  live: op("GET /health", "public"),
  ready: op("GET /ready", "public"),
});
