import { useTranslate } from "@refinedev/core";
import { Tag } from "antd";
import { statusColor, statusLabelKey } from "./status";

export function StatusTag({ status }: { status: string }) {
  const t = useTranslate();
  return <Tag color={statusColor(status)}>{t(statusLabelKey(status))}</Tag>;
}
