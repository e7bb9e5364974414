import { CheckCircleOutlined, CloseCircleOutlined, WarningOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Tag, Tooltip } from "antd";
import type { Readiness, ReadinessReason } from "#contract/readiness";

const LOOK = {
  READY: { color: "green", icon: <CheckCircleOutlined /> },
  AT_RISK: { color: "gold", icon: <WarningOutlined /> },
  NOT_READY: { color: "red", icon: <CloseCircleOutlined /> },
} as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One reason in words: the room, terminal, ports or other meeting it is about. */
export function reasonText(t: Translate, reason: ReadinessReason): string {
  return t(`live.readinessReason.${reason.code}`, {
    room: reason.roomName ?? "-",
    terminal: reason.terminalName ?? "-",
    needed: reason.needed ?? 0,
    free: reason.free ?? 0,
    meeting: reason.meetingName ?? t("live.readinessReason.otherMeeting"),
  });
}

/**
 * Ready / at risk / not ready, with the reasons on hover and on keyboard focus (the tag is
 * focusable, and screen readers read the reasons with its text).
 */
export function ReadinessTag({ readiness }: { readiness: Readiness }) {
  const t = useTranslate();
  const level = readiness.level;
  const reasons = readiness.reasons.map((r) => reasonText(t, r));
  const text = t(`live.readiness.${level}`);
  const tip =
    reasons.length === 0 ? (
      t("live.readiness.allChecked")
    ) : (
      <ul className="readiness-reasons">
        {reasons.map((reason, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reasons are a fixed list of texts
          <li key={i}>{reason}</li>
        ))}
      </ul>
    );
  return (
    <Tooltip title={tip} trigger={["hover", "focus"]}>
      <Tag
        color={LOOK[level].color}
        icon={LOOK[level].icon}
        tabIndex={0}
        className="readiness-tag"
        data-readiness={level}
      >
        {text}
        <span className="visually-hidden">
          {`: ${reasons.length === 0 ? t("live.readiness.allChecked") : reasons.join("; ")}`}
        </span>
      </Tag>
    </Tooltip>
  );
}
