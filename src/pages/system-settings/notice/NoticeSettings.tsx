import { Space } from "antd";
import { MailServerCard } from "./MailServerCard";
import { OutboxCard } from "./OutboxCard";
import { TemplatesCard } from "./TemplatesCard";

/**
 * The notice tab: the mail server meeting invitations go through (with a test message), the
 * templates of each channel and event, and the sends that failed or wait for a retry.
 */
export function NoticeSettings() {
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <MailServerCard />
      <TemplatesCard />
      <OutboxCard />
    </Space>
  );
}
