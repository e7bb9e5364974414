import { CheckCircleOutlined, ClockCircleOutlined, MinusCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Tag } from "antd";
import type { LicenceRecord } from "#contract/licence";

/** In force, expired or not in force: an icon and a word, never the colour alone. */
export function LicenceState({ licence }: { licence: LicenceRecord }) {
  const t = useTranslate();
  if (licence.current) {
    return (
      <Tag color="success" icon={<CheckCircleOutlined />}>
        {t("licence.stateCurrent")}
      </Tag>
    );
  }
  if (licence.expired) {
    return (
      <Tag color="error" icon={<ClockCircleOutlined />}>
        {t("licence.stateExpired")}
      </Tag>
    );
  }
  return <Tag icon={<MinusCircleOutlined />}>{t("licence.stateInactive")}</Tag>;
}
