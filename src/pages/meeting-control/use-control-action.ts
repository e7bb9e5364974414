import { useTranslate } from "@refinedev/core";
import { useCallback, useMemo, useState } from "react";
import type { LiveBatch } from "#contract/live-events";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import type { ApiResult } from "../../providers/http/client";

export interface ControlAction {
  /** Runs a control call: applies the batch it answers, says `success` (an i18n key) if given. */
  run(key: string, call: () => Promise<ApiResult<unknown>>, success?: string): Promise<boolean>;
  /** The action under way, if any (its button shows it is working). */
  busy: string | null;
}

const isBatch = (data: unknown): data is LiveBatch =>
  typeof data === "object" && data !== null && "seq" in data && Array.isArray((data as LiveBatch).deltas);

/**
 * Control calls from the page: their failures are toasted by the HTTP client in the user's
 * language (the server's text for MEETING_ENDED, NO_ONLINE_PARTICIPANT, PROTOCOL_NOT_SUPPORTED…);
 * their answers are applied at once, before the stream brings the same batch.
 */
export function useControlAction(apply: (batch: LiveBatch) => void): ControlAction {
  const t = useTranslate();
  const { message } = useAppApi();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async (key: string, call: () => Promise<ApiResult<unknown>>, success?: string) => {
      setBusy(key);
      const result = await call().finally(() => setBusy((current) => (current === key ? null : current)));
      if (!result.ok) return false;
      if (isBatch(result.data)) apply(result.data);
      if (success) void message.success(t(success));
      return true;
    },
    [apply, message, t],
  );
  return useMemo(() => ({ run, busy }), [run, busy]);
}
