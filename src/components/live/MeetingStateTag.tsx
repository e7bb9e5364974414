import {
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  MinusCircleOutlined,
  PlayCircleOutlined,
  SyncOutlined,
} from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { monitorLabel } from "#contract/rules/meeting-control";
import { StatusLabel } from "./StatusLabel";

const LOOK = {
  inProgress: { color: "green", icon: <PlayCircleOutlined /> },
  notStarted: { color: "blue", icon: <ClockCircleOutlined /> },
  abnormal: { color: "red", icon: <ExclamationCircleOutlined /> },
  connecting: { color: "orange", icon: <SyncOutlined /> },
  ended: { color: "default", icon: <MinusCircleOutlined /> },
} as const;

/** A meeting's monitor label (spec §4: in progress, not started, abnormal, connecting), with why when abnormal. */
export function MeetingStateTag({ status, reason }: { status: string; reason?: string | null }) {
  const t = useTranslate();
  const label = monitorLabel(status);
  const why = label === "abnormal" && reason ? ` · ${t(`live.abnormalReason.${reason}`)}` : "";
  return <StatusLabel {...LOOK[label]} text={`${t(`live.monitorLabel.${label}`)}${why}`} />;
}
