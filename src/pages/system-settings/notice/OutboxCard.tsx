import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  ReloadOutlined,
} from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Segmented, Space, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useSearchParams } from "react-router";
import type { OutboxEntry } from "#contract/notice";
import { noticeOps } from "#contract/operations/notice";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { TablePlaceholder } from "../../../components/TablePlaceholder";
import { call, queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";

export const OUTBOX_KEY = queryKeyOf(noticeOps.outbox);
const PAGE_SIZE = 20;
/** The filter and page of the table, kept in the URL so that a reload shows the same rows. */
const STATUS_PARAM = "sendStatus";
const PAGE_PARAM = "sendPage";
const FILTERS = ["FAILED", "PENDING", "SENT", "ALL"] as const;
type Filter = (typeof FILTERS)[number];

const STATUS_ICONS = {
  PENDING: <ClockCircleOutlined />,
  SENT: <CheckCircleOutlined />,
  FAILED: <CloseCircleOutlined />,
} as const;

const time = (ms: number | null) => (ms === null ? "—" : dayjs(ms).format("YYYY-MM-DD HH:mm:ss"));

/**
 * The sends of the notifications: by default those that need attention (failed, then waiting for a
 * retry), each with the mail server's or gateway's words; a failed send can be sent again.
 */
export function OutboxCard() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const filter: Filter = (FILTERS as readonly string[]).includes(search.get(STATUS_PARAM) ?? "")
    ? (search.get(STATUS_PARAM) as Filter)
    : "FAILED";
  const page = Math.max(1, Number(search.get(PAGE_PARAM)) || 1);
  const status = filter === "ALL" ? undefined : filter;
  const list = useQuery({
    queryKey: queryKeyOf(noticeOps.outbox, { query: { page, size: PAGE_SIZE, status } }),
    queryFn: async () => unwrap(await call(noticeOps.outbox, { query: { page, size: PAGE_SIZE, status } })),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });

  const update = (next: { filter?: Filter; page?: number }) => {
    const params = new URLSearchParams(search);
    const f = next.filter ?? filter;
    const p = next.page ?? 1;
    if (f !== "FAILED") params.set(STATUS_PARAM, f);
    else params.delete(STATUS_PARAM);
    if (p > 1) params.set(PAGE_PARAM, String(p));
    else params.delete(PAGE_PARAM);
    setSearch(params, { replace: true });
  };

  const retry = async (entry: OutboxEntry) => {
    const result = await call(noticeOps.retry, { params: { outboxId: entry.id } });
    if (!result.ok) return;
    message.success(t("notice-settings.outbox.retried"));
    await client.invalidateQueries({ queryKey: OUTBOX_KEY });
  };

  const columns = [
    {
      key: "createdAt",
      title: t("notice-settings.outbox.createdAt"),
      render: (_: unknown, row: OutboxEntry) => time(row.createdAt),
      width: 170,
    },
    {
      key: "channel",
      title: t("notice-settings.outbox.channel"),
      render: (_: unknown, row: OutboxEntry) => t(`notice-settings.channels.${row.channel}`),
      width: 90,
    },
    { key: "recipient", dataIndex: "recipient", title: t("notice-settings.outbox.recipient") },
    {
      key: "subject",
      title: t("notice-settings.outbox.subject"),
      render: (_: unknown, row: OutboxEntry) => (
        <Typography.Text ellipsis style={{ maxWidth: 260 }}>
          {row.subject || t(`notice-settings.events.${row.event ?? "SCHEDULED"}`)}
        </Typography.Text>
      ),
    },
    {
      key: "status",
      title: t("notice-settings.outbox.status"),
      render: (_: unknown, row: OutboxEntry) => (
        <Space size={4}>
          {STATUS_ICONS[row.status]}
          <span>{t(`notice-settings.outbox.statuses.${row.status}`)}</span>
        </Space>
      ),
      width: 110,
    },
    { key: "attempts", dataIndex: "attempts", title: t("notice-settings.outbox.attempts"), width: 80 },
    {
      key: "detail",
      title: t("notice-settings.outbox.detail"),
      render: (_: unknown, row: OutboxEntry) =>
        row.status === "SENT" ? (
          t("notice-settings.outbox.sentAt", { time: time(row.sentAt) })
        ) : (
          <Space direction="vertical" size={0}>
            {row.lastError && <Typography.Text type="danger">{row.lastError}</Typography.Text>}
            {row.status === "PENDING" && (
              <Typography.Text type="secondary">
                {t("notice-settings.outbox.nextAttempt", { time: time(row.nextAttemptAt) })}
              </Typography.Text>
            )}
          </Space>
        ),
    },
    {
      key: "actions",
      title: t("notice-settings.outbox.actions"),
      width: 110,
      render: (_: unknown, row: OutboxEntry) =>
        row.status === "FAILED" ? (
          <Button type="link" icon={<ReloadOutlined />} onClick={() => retry(row)}>
            {t("notice-settings.outbox.retry")}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title={t("notice-settings.outbox.title")}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => list.refetch()} loading={list.isFetching}>
          {t("notice-settings.outbox.refresh")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t("notice-settings.outbox.intro")}</Typography.Paragraph>
      <Segmented<Filter>
        style={{ marginBottom: 16 }}
        value={filter}
        onChange={(value) => update({ filter: value })}
        options={FILTERS.map((value) => ({
          value,
          label: t(`notice-settings.outbox.filters.${value}`),
        }))}
      />
      {list.isLoading ? (
        <TablePlaceholder rows={5} />
      ) : (
        <Table<OutboxEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          virtual
          scroll={{ x: 1000, y: 600 }}
          locale={{ emptyText: <Empty description={t(`notice-settings.outbox.empty.${filter}`)} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => update({ page: next }),
          }}
        />
      )}
    </Card>
  );
}
