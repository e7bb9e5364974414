import { Alert, Button, Card, Skeleton, Space, Typography } from "antd";
import type { ReactNode } from "react";

interface SettingsCardProps {
  title: string;
  /** Beside the title: whether it is configured, on or off. */
  status?: ReactNode;
  intro: string;
  loading: boolean;
  skeletonRows: number;
  children: ReactNode;
}

/** A card of settings read from the server: its title and state, what it is for, and its form once read. */
export function SettingsCard({ title, status, intro, loading, skeletonRows, children }: SettingsCardProps) {
  return (
    <Card
      title={
        <Space>
          <span>{title}</span>
          {status}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {loading ? <Skeleton active paragraph={{ rows: skeletonRows }} /> : children}
    </Card>
  );
}

/** A settings form's save and reset buttons (and what else goes beside them). */
export function SaveResetButtons(props: {
  saving: boolean;
  saveLabel: string;
  resetLabel: string;
  onReset: () => void;
  children?: ReactNode;
}) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={props.saving}>
        {props.saveLabel}
      </Button>
      <Button disabled={props.saving} onClick={props.onReset}>
        {props.resetLabel}
      </Button>
      {props.children}
    </Space>
  );
}

/** What a connection test answered: whether it went through, and what it found; read out when it arrives. */
export function TestResultAlert({
  ok,
  message,
  details,
}: {
  ok: boolean;
  message: ReactNode;
  details: ReactNode;
}) {
  return (
    <Alert role="status" showIcon type={ok ? "success" : "error"} message={message} description={details} />
  );
}
