import { CheckCircleOutlined, ClockCircleOutlined, ReloadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Empty, Select, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Feedback } from "#contract/feedback";
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from "#contract/limits/settings";
import { feedbackOps } from "#contract/operations/feedback";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { type RowAction, RowActionBar } from "../../../components/RowActionBar";
import { call, queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { HandleFeedbackDialog } from "./HandleFeedbackDialog";

const KEY = queryKeyOf(feedbackOps.list);
const SIZES = [10, 20, 50, 100];
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const time = (epoch: number) => dayjs(epoch).format("YYYY-MM-DD HH:mm");

/**
 * The feedback tab: what users sent from the user menu, newest first, open items by default;
 * status, kind and page live in the address. Each item is marked handled (with a note) or opened again.
 */
export function FeedbackSettings() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status =
    params.get("status") === "ALL" ? undefined : (oneOf(FEEDBACK_STATUSES, params.get("status")) ?? "OPEN");
  const category = oneOf(FEEDBACK_CATEGORIES, params.get("category"));
  const page = positive(params.get("page"), 1);
  const size = SIZES.includes(positive(params.get("size"), 20)) ? positive(params.get("size"), 20) : 20;
  const query = { status, category, page, size };
  const list = useQuery({
    queryKey: queryKeyOf(feedbackOps.list, { query }),
    queryFn: async () => unwrap(await call(feedbackOps.list, { query })),
    placeholderData: keepPreviousData,
  });
  const [handling, setHandling] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };

  const changeStatus = async (item: Feedback, next: Feedback["status"], note: string | null) => {
    setBusy(true);
    const result = await call(feedbackOps.setStatus, {
      params: { id: item.id },
      body: { status: next as "OPEN" | "HANDLED", note },
    });
    setBusy(false);
    if (!result.ok) return;
    setHandling(null);
    message.success(t(next === "HANDLED" ? "feedback.list.handledDone" : "feedback.list.reopened"));
    await client.invalidateQueries({ queryKey: KEY });
  };

  const actions = (item: Feedback): RowAction[] => [
    item.status === "HANDLED"
      ? {
          key: "reopen",
          render: () => (
            <Button type="link" size="small" disabled={busy} onClick={() => changeStatus(item, "OPEN", null)}>
              {t("feedback.list.reopen")}
            </Button>
          ),
        }
      : {
          key: "handle",
          render: () => (
            <Button type="link" size="small" onClick={() => setHandling(item)}>
              {t("feedback.list.markHandled")}
            </Button>
          ),
        },
  ];

  return (
    <div className="settings-stack">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t("feedback.list.intro")}
      </Typography.Paragraph>
      <Space wrap>
        <Select
          aria-label={t("feedback.list.filterStatus")}
          style={{ width: 160 }}
          value={status ?? "ALL"}
          onChange={(value) => update({ status: value === "OPEN" ? undefined : value, page: undefined })}
          options={[
            ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`feedback.list.statuses.${s}`) })),
            { value: "ALL", label: t("feedback.list.all") },
          ]}
        />
        <Select
          aria-label={t("feedback.list.filterCategory")}
          style={{ width: 160 }}
          value={category ?? "ALL"}
          onChange={(value) => update({ category: value === "ALL" ? undefined : value, page: undefined })}
          options={[
            { value: "ALL", label: t("feedback.list.allKinds") },
            ...FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`feedback.categories.${c}`) })),
          ]}
        />
        <Button icon={<ReloadOutlined />} onClick={() => list.refetch()} loading={list.isFetching}>
          {t("feedback.list.refresh")}
        </Button>
      </Space>
      <Table<Feedback>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("feedback.list.empty")} />,
        }}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.total ?? 0,
          pageSizeOptions: SIZES,
          showSizeChanger: true,
          onChange: (p, s) =>
            update({ page: p === 1 ? undefined : String(p), size: s === 20 ? undefined : String(s) }),
        }}
        columns={[
          {
            key: "createdAt",
            title: t("feedback.list.createdAt"),
            width: 150,
            render: (_, r) => time(r.createdAt),
          },
          { key: "userName", title: t("feedback.list.sender"), dataIndex: "userName", width: 140 },
          {
            key: "category",
            title: t("feedback.category"),
            width: 100,
            render: (_, r) => t(`feedback.categories.${r.category}`),
          },
          {
            key: "content",
            title: t("feedback.content"),
            render: (_, r) => (
              <>
                <Typography.Paragraph style={{ margin: 0, whiteSpace: "pre-wrap" }}>
                  {r.content}
                </Typography.Paragraph>
                {r.contact ? <Typography.Text type="secondary">{r.contact}</Typography.Text> : null}
                {r.note ? (
                  <div>
                    <Typography.Text type="secondary">
                      {t("feedback.list.note")}: {r.note}
                    </Typography.Text>
                  </div>
                ) : null}
              </>
            ),
          },
          {
            key: "status",
            title: t("feedback.list.status"),
            width: 200,
            render: (_, r) =>
              r.status === "HANDLED" ? (
                <Space direction="vertical" size={0}>
                  <Tag icon={<CheckCircleOutlined />} color="success">
                    {t("feedback.list.statuses.HANDLED")}
                  </Tag>
                  {r.handlerName && r.handledAt ? (
                    <Typography.Text type="secondary">
                      {t("feedback.list.handled", { name: r.handlerName, time: time(r.handledAt) })}
                    </Typography.Text>
                  ) : null}
                </Space>
              ) : (
                <Tag icon={<ClockCircleOutlined />} color="warning">
                  {t("feedback.list.statuses.OPEN")}
                </Tag>
              ),
          },
          {
            key: "actions",
            title: t("feedback.list.actions"),
            width: 140,
            render: (_, r) => <RowActionBar actions={actions(r)} />,
          },
        ]}
      />
      <HandleFeedbackDialog
        item={handling}
        busy={busy}
        onCancel={() => setHandling(null)}
        onConfirm={(note) => handling && changeStatus(handling, "HANDLED", note)}
      />
    </div>
  );
}
