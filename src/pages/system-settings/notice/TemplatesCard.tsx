import { CheckCircleOutlined, MinusCircleOutlined } from "@ant-design/icons";
import { useGetLocale, useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Space, Switch, Table, Typography } from "antd";
import { useState } from "react";
import type { NoticeTemplate } from "#contract/notice";
import { noticeOps } from "#contract/operations/notice";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { TablePlaceholder } from "../../../components/TablePlaceholder";
import { call, queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { TemplateDialog } from "./TemplateDialog";

export const TEMPLATES_KEY = queryKeyOf(noticeOps.templates);

/** The nine templates (e-mail, IM, SMS × scheduled, changed, cancelled): on or off, and edit. */
export function TemplatesCard() {
  const t = useTranslate();
  const english = useGetLocale()() === "en-US";
  const { message } = useAppApi();
  const client = useQueryClient();
  const [editing, setEditing] = useState<NoticeTemplate | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const list = useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: async () => unwrap(await call(noticeOps.templates)),
  });

  const toggle = async (template: NoticeTemplate, enabled: boolean) => {
    setSwitching(template.id);
    const result = await call(noticeOps.enableTemplate, {
      params: { templateId: template.id, enable: String(enabled) },
    });
    setSwitching(null);
    if (!result.ok) return;
    message.success(
      t(enabled ? "notice-settings.templates.turnedOn" : "notice-settings.templates.turnedOff"),
    );
    await client.invalidateQueries({ queryKey: TEMPLATES_KEY });
  };

  const columns = [
    {
      key: "name",
      title: t("notice-settings.templates.name"),
      render: (_: unknown, row: NoticeTemplate) => t(`notice-settings.templates.names.${row.id}`),
    },
    {
      key: "channel",
      title: t("notice-settings.templates.channel"),
      render: (_: unknown, row: NoticeTemplate) => t(`notice-settings.channels.${row.channel}`),
    },
    {
      key: "subject",
      title: t("notice-settings.templates.subjectColumn"),
      render: (_: unknown, row: NoticeTemplate) => (
        <Typography.Text ellipsis style={{ maxWidth: 360 }}>
          {row.channel === "EMAIL"
            ? english
              ? row.subjectEn
              : row.subjectZh
            : english
              ? row.bodyEn
              : row.bodyZh}
        </Typography.Text>
      ),
    },
    {
      key: "enabled",
      title: t("notice-settings.templates.enabled"),
      render: (_: unknown, row: NoticeTemplate) => (
        <Space>
          <Switch
            size="small"
            checked={row.enabled}
            loading={switching === row.id}
            aria-label={t("notice-settings.templates.enableLabel", {
              name: t(`notice-settings.templates.names.${row.id}`),
            })}
            onChange={(checked) => toggle(row, checked)}
          />
          {row.enabled ? (
            <span>
              <CheckCircleOutlined /> {t("notice-settings.templates.on")}
            </span>
          ) : (
            <span>
              <MinusCircleOutlined /> {t("notice-settings.templates.off")}
            </span>
          )}
        </Space>
      ),
    },
    {
      key: "actions",
      title: t("notice-settings.templates.actions"),
      render: (_: unknown, row: NoticeTemplate) => (
        <Button
          type="link"
          onClick={() => setEditing(row)}
          aria-label={t("notice-settings.templates.editLabel", {
            name: t(`notice-settings.templates.names.${row.id}`),
          })}
        >
          {t("notice-settings.templates.edit")}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t("notice-settings.templates.title")}>
      <Typography.Paragraph type="secondary">{t("notice-settings.templates.intro")}</Typography.Paragraph>
      {list.isLoading ? (
        <TablePlaceholder rows={9} />
      ) : (
        <Table<NoticeTemplate>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          pagination={false}
        />
      )}
      <TemplateDialog
        template={editing}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await client.invalidateQueries({ queryKey: TEMPLATES_KEY });
        }}
      />
    </Card>
  );
}
