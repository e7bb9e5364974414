import type { SsoFailure } from "#contract/sso";

/** A single sign-on that cannot end in a session; `detail` is the provider's or library's words (logged, never shown). */
export class SsoError extends Error {
  constructor(
    readonly failure: SsoFailure,
    readonly detail?: string,
  ) {
    super(detail ? `${failure}: ${detail}` : failure);
  }
}

/** fetch with a time limit; an unreachable provider is PROVIDER_UNREACHABLE. */
export async function providerFetch(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new SsoError(
      "PROVIDER_UNREACHABLE",
      `${url}: ${(error as Error).cause ?? (error as Error).message}`,
    );
  }
}
