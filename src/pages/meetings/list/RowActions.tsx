import { LockOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { App, Button, Popconfirm, Space, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { MeetingRow } from "#contract/meetings";
import type { EditScope } from "#contract/schedules";
import { cancelMeeting, cancelSeries, endMeeting } from "../../../api/meetings";
import { scheduleEditPath } from "../routes";
import { CopyJoinInfoButton } from "../shared/CopyJoinInfoButton";
import { ScopeChoiceModal } from "../shared/ScopeChoiceModal";
import { editTarget, rowActions } from "./row-rights";

interface Props {
  row: MeetingRow;
  onDetail: (row: MeetingRow) => void;
  /** After a change (cancel, end): reload the list. */
  onChanged: () => void;
}

/** Detail, copy join information, edit, cancel and end, as the row's rights allow. */
export function RowActions({ row, onDetail, onChanged }: Props) {
  const t = useTranslate();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = rowActions(row);
  const [choosing, setChoosing] = useState<"edit" | "cancel" | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (scope: EditScope) => navigate(editTarget(scheduleEditPath(row.scheduleId), row, scope));

  // Failures are toasted by the HTTP client (these calls are not silent).
  async function cancel(scope: EditScope) {
    setBusy(true);
    const result =
      scope === "all" ? await cancelSeries(row.scheduleId) : await cancelMeeting(row.scheduleId, row.id);
    setBusy(false);
    setChoosing(null);
    if (!result.ok) return;
    message.success(t("meeting-list.cancelled"));
    onChanged();
  }

  async function end() {
    const result = await endMeeting(row.id);
    if (!result.ok) return;
    message.success(t("meeting-list.ended"));
    onChanged();
  }

  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => onDetail(row)}>
        {t("meeting-list.actions.detail")}
      </Button>
      <CopyJoinInfoButton meeting={row} />
      {can.edit && (
        <Button type="link" size="small" onClick={() => (row.recurring ? setChoosing("edit") : edit("all"))}>
          {t("meeting-list.actions.edit")}
        </Button>
      )}
      {can.cancel &&
        (row.recurring ? (
          <Button type="link" size="small" danger onClick={() => setChoosing("cancel")}>
            {t("meeting-list.actions.cancel")}
          </Button>
        ) : (
          <Popconfirm
            title={t("meeting-list.confirmCancel")}
            okText={t("meeting-list.actions.cancelMeeting")}
            cancelText={t("meeting-list.actions.back")}
            okButtonProps={{ danger: true }}
            onConfirm={() => cancel("one")}
          >
            <Button type="link" size="small" danger>
              {t("meeting-list.actions.cancel")}
            </Button>
          </Popconfirm>
        ))}
      {can.end && (
        <Popconfirm
          title={t("meeting-list.confirmEnd")}
          okText={t("meeting-list.actions.endMeeting")}
          cancelText={t("meeting-list.actions.back")}
          okButtonProps={{ danger: true }}
          onConfirm={end}
        >
          <Button type="link" size="small" danger>
            {t("meeting-list.actions.end")}
          </Button>
        </Popconfirm>
      )}
      {can.lockedNotice && (
        <Tooltip title={t("meeting-list.lockedTip")}>
          <Typography.Text type="secondary" tabIndex={0} aria-label={t("meeting-list.lockedTip")}>
            <LockOutlined /> {t("meeting-list.locked")}
          </Typography.Text>
        </Tooltip>
      )}
      {choosing && (
        <ScopeChoiceModal
          open
          title={t(choosing === "edit" ? "meeting-list.scope.editTitle" : "meeting-list.scope.cancelTitle")}
          okText={t(choosing === "edit" ? "meeting-list.actions.edit" : "meeting-list.actions.cancelMeeting")}
          danger={choosing === "cancel"}
          busy={busy}
          onCancel={() => setChoosing(null)}
          onOk={(scope) => (choosing === "edit" ? edit(scope) : void cancel(scope))}
        />
      )}
    </Space>
  );
}
