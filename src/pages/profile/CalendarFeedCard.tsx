import { CalendarOutlined, ExclamationCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Skeleton, Space, Typography } from "antd";
import { calendarFeedsOps } from "#contract/operations/calendar-feeds";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../providers/http/call";
import { localTime } from "../licence/licence-format";

const FEED_KEY = queryKeyOf(calendarFeedsOps.mine);

/**
 * My calendar feed: the private address of the meetings I host or attend, to copy into a calendar
 * client, and a new address (after a confirmation) when the old one went where it should not.
 */
export function CalendarFeedCard() {
  const t = useTranslate();
  const { modal } = useAppApi();
  const client = useQueryClient();
  const feed = useQuery({
    queryKey: FEED_KEY,
    queryFn: async () => {
      const result = await call(calendarFeedsOps.mine, {}, { silent: true });
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
  });

  const rotate = () =>
    modal.confirm({
      title: t("profile.feed.rotateTitle"),
      icon: <ExclamationCircleOutlined />,
      content: t("profile.feed.rotateConfirm"),
      okText: t("profile.feed.rotate"),
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await call(calendarFeedsOps.rotateMine);
        if (result.ok) client.setQueryData(FEED_KEY, result.data);
      },
    });

  return (
    <Card title={t("profile.feed.title")}>
      <Typography.Paragraph type="secondary">{t("profile.feed.intro")}</Typography.Paragraph>
      {feed.isError ? (
        <Alert type="error" showIcon message={feed.error.message} />
      ) : !feed.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          <Typography.Text
            code
            data-testid="calendar-feed-url"
            style={{ wordBreak: "break-all" }}
            copyable={{ tooltips: [t("profile.feed.copy"), t("profile.feed.copied")] }}
          >
            {feed.data.url}
          </Typography.Text>
          <Space wrap>
            <Typography.Text type="secondary">
              {t("profile.feed.rotatedAt", { time: localTime(feed.data.rotatedAt) })}
            </Typography.Text>
            <Button icon={<CalendarOutlined />} danger onClick={rotate}>
              {t("profile.feed.rotate")}
            </Button>
          </Space>
        </Space>
      )}
    </Card>
  );
}
