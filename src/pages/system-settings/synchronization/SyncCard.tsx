import { SyncOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Empty, Popconfirm, Skeleton, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { ldapOps } from "#contract/operations/ldap";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { DATE_FORMAT } from "../../../config/constants";
import { call } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { SYNC_STATUS_KEY } from "../query-keys";
import { LDAP_SETTINGS_KEY } from "./LdapConnectionCard";
import { SyncRunView } from "./SyncRunView";
import { useSyncStatus } from "./use-sync-status";

/**
 * "Synchronise now" and the live status: while a synchronisation runs the status is read once a
 * second (progress, counts, problems); afterwards the last run stays shown with its result.
 */
export function SyncCard() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const status = useSyncStatus();
  const settings = useQuery({
    queryKey: LDAP_SETTINGS_KEY,
    queryFn: async () => unwrap(await call(ldapOps.get)),
  });
  const [starting, setStarting] = useState(false);
  const configured = settings.data?.configured ?? false;
  const running = status.data?.running ?? false;

  const start = async () => {
    setStarting(true);
    const result = await call(ldapOps.sync, {}, { silent: true });
    setStarting(false);
    if (result.ok) message.success(t("sync-settings.sync.started"));
    else message.error(result.message);
    await client.invalidateQueries({ queryKey: SYNC_STATUS_KEY });
  };

  const data = status.data;
  return (
    <Card
      title={t("sync-settings.sync.title")}
      extra={
        <Popconfirm
          title={t("sync-settings.sync.confirm")}
          onConfirm={start}
          disabled={!configured || running}
        >
          <Button type="primary" icon={<SyncOutlined />} loading={starting || running} disabled={!configured}>
            {t("sync-settings.sync.now")}
          </Button>
        </Popconfirm>
      }
    >
      <Typography.Paragraph type="secondary">
        {t("sync-settings.sync.intro")}{" "}
        {!settings.isLoading && !configured && t("sync-settings.sync.setUpFirst")}
      </Typography.Paragraph>
      {!data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t("sync-settings.sync.directoryUsers")}>
              {t("sync-settings.sync.directoryUsersValue", {
                total: data.directoryUsers,
                enabled: data.enabledDirectoryUsers,
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t("sync-settings.sync.lastSuccess")}>
              {data.lastSucceededAt
                ? dayjs(data.lastSucceededAt).format(DATE_FORMAT)
                : t("sync-settings.sync.never")}
            </Descriptions.Item>
          </Descriptions>
          {data.run ? (
            <>
              <Typography.Title level={5}>{t("sync-settings.sync.lastRun")}</Typography.Title>
              <SyncRunView run={data.run} />
            </>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("sync-settings.sync.none")} />
          )}
        </>
      )}
    </Card>
  );
}
