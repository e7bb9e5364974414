import { CheckCircleOutlined, WarningOutlined, WifiOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { StatusLabel } from "./StatusLabel";

/** Each quality's colour and icon (the roster's cells use them with pre-translated text). */
export const QUALITY_LOOK: Record<string, { color: string; icon: React.ReactNode }> = {
  QUALITY_EXCELLENT: { color: "green", icon: <CheckCircleOutlined /> },
  QUALITY_GOOD: { color: "blue", icon: <WifiOutlined /> },
  QUALITY_BAD: { color: "red", icon: <WarningOutlined /> },
};

/** A call's quality with its text; "-" while there is no call. */
export function QualityTag({ quality }: { quality: string | null }) {
  const t = useTranslate();
  const look = quality ? QUALITY_LOOK[quality] : undefined;
  if (!quality || !look) return <span className="text-secondary">-</span>;
  return <StatusLabel {...look} text={t(`live.quality.${quality}`)} />;
}
