import { CopyOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, type ButtonProps } from "antd";
import { useState } from "react";
import type { JoinInfoSource } from "./join-info";
import { useCopyJoinInfo } from "./use-copy-join-info";

interface Props {
  meeting: JoinInfoSource & { scheduleId?: string };
  password?: string | null;
  type?: ButtonProps["type"];
  size?: ButtonProps["size"];
}

export function CopyJoinInfoButton({ meeting, password, type = "link", size = "small" }: Props) {
  const t = useTranslate();
  const copy = useCopyJoinInfo();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type={type}
      size={size}
      icon={<CopyOutlined />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await copy(meeting, password);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t("meeting-list.actions.copy")}
    </Button>
  );
}
