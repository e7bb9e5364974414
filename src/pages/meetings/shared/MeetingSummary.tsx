import { useTranslate } from "@refinedev/core";
import { Descriptions, Flex, Typography } from "antd";
import type { MeetingStatus } from "#contract/meetings";
import { CopyJoinInfoButton } from "./CopyJoinInfoButton";
import { type JoinInfoSource, joinInfoText } from "./join-info";
import { formatRange } from "./meeting-time";
import { StatusTag } from "./StatusTag";

/**
 * A meeting's name, time, number and status with its join information, ready to copy. A meeting
 * found by number that the caller may not see comes without its name.
 */
export function MeetingSummary({ meeting }: { meeting: JoinInfoSource & { status: MeetingStatus } }) {
  const t = useTranslate();
  return (
    <Flex vertical gap={12}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          ...(meeting.name === null
            ? []
            : [{ key: "name", label: t("meeting-list.detail.name"), children: meeting.name }]),
          {
            key: "time",
            label: t("meeting-list.detail.time"),
            children: formatRange(meeting.startAt, meeting.endAt),
          },
          { key: "number", label: t("meeting-list.detail.number"), children: meeting.networkNumber },
          {
            key: "status",
            label: t("meeting-list.columns.status"),
            children: <StatusTag status={meeting.status} />,
          },
        ]}
      />
      <Typography.Text strong>{t("meeting-list.joinInfo.heading")}</Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }} data-testid="join-info">
        {joinInfoText(meeting, t)}
      </Typography.Paragraph>
      <Flex justify="end">
        <CopyJoinInfoButton meeting={meeting} type="primary" size="middle" />
      </Flex>
    </Flex>
  );
}
