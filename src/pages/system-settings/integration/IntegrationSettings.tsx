import { CheckCircleOutlined, FileTextOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Card, Descriptions, Skeleton, Space, Tag, Typography } from "antd";
import type { NoticeGateway } from "#contract/notice";
import { noticeOps } from "#contract/operations/notice";
import { call, queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { MqttBrokerCard } from "./MqttBrokerCard";

function GatewayCard({ gateway }: { gateway: NoticeGateway }) {
  const t = useTranslate();
  const title = (
    <Space>
      <span>{t(`notice-settings.integration.channel.${gateway.channel}`)}</span>
      {gateway.delivers ? (
        <Tag icon={<CheckCircleOutlined />} color="success">
          {t("notice-settings.integration.delivers")}
        </Tag>
      ) : (
        <Tag icon={<FileTextOutlined />}>{t("notice-settings.integration.logOnly")}</Tag>
      )}
    </Space>
  );
  return (
    <Card title={title} size="small">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t("notice-settings.integration.gateway")}>
          {gateway.name === "log" ? t("notice-settings.integration.logGateway") : gateway.name}
        </Descriptions.Item>
        {gateway.settings.map((setting) => (
          <Descriptions.Item key={setting.name} label={setting.name}>
            {setting.value}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {!gateway.delivers && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t("notice-settings.integration.logHelp", { variable: `NOTICE_${gateway.channel}_GATEWAY` })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/** The integration tab: the devices' MQTT broker, and which gateway IM and SMS notifications go through. */
export function IntegrationSettings() {
  const t = useTranslate();
  const gateways = useQuery({
    queryKey: queryKeyOf(noticeOps.gateways),
    queryFn: async () => unwrap(await call(noticeOps.gateways)),
  });
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <MqttBrokerCard />
      <Card title={t("notice-settings.integration.title")}>
        <Typography.Paragraph type="secondary">{t("notice-settings.integration.intro")}</Typography.Paragraph>
        {gateways.isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          <Space direction="vertical" size={16} style={{ width: "100%" }}>
            {(gateways.data ?? []).map((gateway) => (
              <GatewayCard key={gateway.channel} gateway={gateway} />
            ))}
          </Space>
        )}
      </Card>
    </Space>
  );
}
