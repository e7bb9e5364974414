import { useTranslate } from "@refinedev/core";
import { Alert, Typography } from "antd";

/** A secret an action answered once (a device key): the value to copy and the warning that it is not shown again. */
export function SecretResult({ value }: { value: string }) {
  const t = useTranslate();
  return (
    <>
      <Alert type="warning" showIcon message={t("kit.secret.shownOnce")} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: value }} code data-testid="secret-value">
        {value}
      </Typography.Paragraph>
    </>
  );
}
