import { useTranslate } from "@refinedev/core";
import { Button, Typography } from "antd";
import { useState } from "react";
import type { NtpTestResult } from "#contract/network-settings";
import { networkSettingsOps } from "#contract/operations/network-settings";
import { call } from "../../../providers/http/call";

/** Tries one time server from the server (one SNTP exchange) and says what came back. */
export function NtpTestButton({ server, disabled }: { server: string; disabled: boolean }) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<NtpTestResult | null>(null);
  const run = async () => {
    setBusy(true);
    setResult(null);
    const answer = await call(networkSettingsOps.testNtp, { body: { server } });
    setBusy(false);
    if (answer.ok) setResult(answer.data);
  };
  return (
    <>
      <Button onClick={run} loading={busy} disabled={disabled}>
        {t("settings.network.test")}
      </Button>
      {result && result.server === server ? (
        <Typography.Text type={result.ok ? "success" : "danger"} role="status">
          {result.ok
            ? t("settings.network.testOk", {
                offset: result.offsetMs,
                roundTrip: result.roundTripMs,
                stratum: result.stratum,
              })
            : t(`settings.network.failure.${result.failure}`)}
        </Typography.Text>
      ) : null}
    </>
  );
}
