import { useTranslate } from "@refinedev/core";
import { Alert, Card, Descriptions, Progress, Typography } from "antd";
import type { LicenceStatus } from "#contract/licence";
import { utcDay } from "./licence-format";

const EXPIRY_WARNING_DAYS = 30;

/** What is used of a limit, in words and as a bar named after the limit. */
function Usage(props: { usage: { used: number; limit: number }; reached: boolean; kind: "rooms" | "ports" }) {
  const t = useTranslate();
  const { used, limit } = props.usage;
  return (
    <>
      <span>{t(`licence.${props.kind}Usage`, { used, limit })}</span>
      <Progress
        percent={Math.min(100, Math.round((used / Math.max(1, limit)) * 100))}
        size="small"
        status={props.reached ? "exception" : "normal"}
        aria-label={t(`licence.${props.kind}`)}
        showInfo={false}
      />
    </>
  );
}

/** The limits in force, the machine serial to send the vendor, and a banner when a limit is reached. */
export function LicenceStatusCard({ status }: { status: LicenceStatus }) {
  const t = useTranslate();
  const { licence, rooms, ports } = status;
  return (
    <Card title={t("licence.inForce")}>
      <div className="system-stack system-banners">
        {status.roomsReached && (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={t("licence.roomsReached", { used: rooms.used, limit: rooms.limit })}
          />
        )}
        {status.portsReached && (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={t("licence.portsReached", { limit: ports.limit })}
          />
        )}
        {status.lapsed && (
          <Alert
            type="error"
            showIcon
            message={t("licence.lapsed", { date: utcDay(status.lapsed.expiresAt) })}
          />
        )}
        {status.source === "EVALUATION" && !status.lapsed && (
          <Alert
            type="info"
            showIcon
            message={t("licence.evaluation", { rooms: rooms.limit, ports: ports.limit })}
          />
        )}
        {status.daysLeft !== null && status.daysLeft <= EXPIRY_WARNING_DAYS && (
          <Alert type="warning" showIcon message={t("licence.expiresSoon", { days: status.daysLeft })} />
        )}
      </div>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t("licence.serial")}>
          <Typography.Text code copyable={{ tooltips: [t("licence.copySerial"), t("licence.copied")] }}>
            {status.serial}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t("licence.source")}>
          {status.source === "LICENCE" ? t("licence.sourceLicence") : t("licence.sourceEvaluation")}
        </Descriptions.Item>
        <Descriptions.Item label={t("licence.licensee")}>{licence?.licensee ?? "—"}</Descriptions.Item>
        <Descriptions.Item label={t("licence.expires")}>
          {licence
            ? t("licence.expiresOn", { date: utcDay(licence.expiresAt), days: status.daysLeft ?? 0 })
            : t("licence.never")}
        </Descriptions.Item>
        <Descriptions.Item label={t("licence.rooms")}>
          <Usage usage={rooms} reached={status.roomsReached} kind="rooms" />
        </Descriptions.Item>
        <Descriptions.Item label={t("licence.ports")}>
          <Usage usage={ports} reached={status.portsReached} kind="ports" />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
