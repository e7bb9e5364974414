import { useTranslate } from "@refinedev/core";
import { Descriptions, Modal } from "antd";
import type { LicenceRecord } from "#contract/licence";
import { LicenceState } from "./LicenceState";
import { localTime, utcDay } from "./licence-format";

/** One licence's terms and upload, read-only. */
export function LicenceDetail({ licence, onClose }: { licence: LicenceRecord; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Modal open title={t("licence.detail")} onCancel={onClose} footer={null} width={640}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t("licence.licenceId")}>{licence.licenceId}</Descriptions.Item>
        <Descriptions.Item label={t("licence.licensee")}>{licence.licensee}</Descriptions.Item>
        <Descriptions.Item label={t("licence.serial")}>{licence.serial}</Descriptions.Item>
        <Descriptions.Item label={t("licence.rooms")}>{licence.rooms}</Descriptions.Item>
        <Descriptions.Item label={t("licence.ports")}>{licence.ports}</Descriptions.Item>
        <Descriptions.Item label={t("licence.issued")}>{utcDay(licence.issuedAt)}</Descriptions.Item>
        <Descriptions.Item label={t("licence.expires")}>{utcDay(licence.expiresAt)}</Descriptions.Item>
        <Descriptions.Item label={t("licence.state")}>
          <LicenceState licence={licence} />
        </Descriptions.Item>
        <Descriptions.Item label={t("licence.fileName")}>{licence.fileName}</Descriptions.Item>
        <Descriptions.Item label={t("licence.uploadedAt")}>
          {localTime(licence.uploadedAt)} {licence.uploadedBy ? `· ${licence.uploadedBy}` : ""}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
