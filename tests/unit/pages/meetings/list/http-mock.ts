/**
 * The console's one HTTP client answering from a test's handler. A test file mocks the client
 * module with it (vi.mock is hoisted above the imports):
 *   vi.mock("<…>/src/providers/http/client", async (original) =>
 *     (await import("<…>/http-mock")).withFakeHttp(await original()));
 * so call(entry, ...) and the Refine data provider both talk to `fakeServer`.
 */

import type * as Client from "../../../../../src/providers/http/client";
import type { SentRequest } from "../../../http/fake-transport";
import { fakeTransport, type Reply } from "../../../http/fake-transport";

type Handler = (config: SentRequest) => Reply;

export const fakeServer = {
  handler: (() => ({ status: 404, body: { status: 404, message: "", data: null } })) as Handler,
  requests: [] as SentRequest[],
};

export function withFakeHttp(original: typeof Client): typeof Client {
  const fake = fakeTransport((config) => fakeServer.handler(config));
  fakeServer.requests = fake.requests;
  const http = original.createHttpClient({
    transport: fake.transport,
    navigateParent: () => {},
    navigateSelf: () => {},
  });
  return { ...original, http };
}

/** The requests so far to `method url`, oldest first. */
export function calls(method: string, url: string) {
  return fakeServer.requests.filter((r) => (r.method ?? "get").toUpperCase() === method && r.url === url);
}
