import { CheckCircleOutlined, MinusCircleOutlined, SyncOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { participantBucket } from "#contract/rules/participant-status";
import { StatusLabel } from "./StatusLabel";

/** Each bucket's colour and icon (the roster's cells use them with pre-translated text). */
export const PARTICIPANT_STATUS_LOOK = {
  connected: { color: "green", icon: <CheckCircleOutlined /> },
  connecting: { color: "blue", icon: <SyncOutlined /> },
  disconnected: { color: "default", icon: <MinusCircleOutlined /> },
} as const;

/** A participant's status (spec §4): connected, connecting, or disconnected with why. */
export function ParticipantStatusTag({ status, reason }: { status: string; reason?: string | null }) {
  const t = useTranslate();
  const bucket = participantBucket(status);
  const text = t(`live.participantStatus.${bucket}`);
  const why = bucket === "disconnected" && reason ? ` · ${t(`live.endReason.${reason}`)}` : "";
  return <StatusLabel {...PARTICIPANT_STATUS_LOOK[bucket]} text={`${text}${why}`} />;
}
