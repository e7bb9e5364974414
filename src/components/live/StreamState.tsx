import { CheckCircleOutlined, DisconnectOutlined, SyncOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { memo } from "react";
import { useLanguage } from "../../live/use-language";
import type { LiveStatus } from "../../providers/live/connection";

const ICONS: Record<LiveStatus, React.ReactNode> = {
  connecting: <SyncOutlined spin />,
  live: <CheckCircleOutlined />,
  reconnecting: <SyncOutlined spin />,
  closed: <DisconnectOutlined />,
};

/** Whether the page is receiving live updates (polite: announced without taking focus). */
export const StreamState = memo(function StreamState({ status }: { status: LiveStatus }) {
  const t = useTranslate();
  useLanguage();
  return (
    <span role="status" className="stream-state" data-stream={status}>
      {ICONS[status]} {t(`live.stream.${status}`)}
    </span>
  );
});
