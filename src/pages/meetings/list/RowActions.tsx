import { LockOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Space, Tooltip } from "antd";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import type { MeetingRow } from "#contract/meetings";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import { schedulesOps } from "#contract/operations/schedules";
import type { EditScope } from "#contract/schedules";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { type RowAction, RowActionBar } from "../../../components/RowActionBar";
import { controlPath } from "../../../live/access";
import { call } from "../../../providers/http/call";
import { scheduleEditPath } from "../routes";
import { CopyJoinInfoButton } from "../shared/CopyJoinInfoButton";
import { editTarget, rowActions } from "./row-rights";

/** Asked only for a series: loads when first needed, not with every row of the list. */
const ScopeChoiceModal = lazy(() =>
  import("../shared/ScopeChoiceModal").then((m) => ({ default: m.ScopeChoiceModal })),
);

interface Props {
  row: MeetingRow;
  onDetail: (row: MeetingRow) => void;
  /** After a change (cancel, end): reload the list. */
  onChanged: () => void;
}

/**
 * Detail, edit, copy join information, cancel and end, as the row's rights allow: the first two in
 * the row, the rest under "More"; a locked meeting shows why instead.
 */
export function RowActions({ row, onDetail, onChanged }: Props) {
  const t = useTranslate();
  const { message, modal } = useAppApi();
  const navigate = useNavigate();
  const can = rowActions(row);
  const [choosing, setChoosing] = useState<"edit" | "cancel" | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (scope: EditScope) => navigate(editTarget(scheduleEditPath(row.scheduleId), row, scope));

  // Failures are toasted by the HTTP client (these calls are not silent).
  async function cancel(scope: EditScope) {
    setBusy(true);
    const result =
      scope === "all"
        ? await call(schedulesOps.cancelSeries, { params: { scheduleId: row.scheduleId } })
        : await call(schedulesOps.cancel, {
            params: { scheduleId: row.scheduleId },
            query: { meetingId: row.id },
          });
    setBusy(false);
    setChoosing(null);
    if (!result.ok) return;
    message.success(t("meeting-list.cancelled"));
    onChanged();
  }

  async function end() {
    const result = await call(meetingReadsOps.endMeeting, { params: { id: row.id } });
    if (!result.ok) return;
    message.success(t("meeting-list.ended"));
    onChanged();
  }

  const kind = (inMenu: boolean) => (inMenu ? "text" : "link");
  const confirmThen = (title: string, okText: string, run: () => unknown) =>
    modal.confirm({
      title,
      okText,
      cancelText: t("meeting-list.actions.back"),
      okButtonProps: { danger: true },
      maskClosable: false,
      onOk: run,
    });

  const actions: RowAction[] = [
    {
      key: "detail",
      render: ({ inMenu }) => (
        <Button type={kind(inMenu)} size="small" onClick={() => onDetail(row)}>
          {t("meeting-list.actions.detail")}
        </Button>
      ),
    },
  ];
  if (can.edit)
    actions.push({
      key: "edit",
      render: ({ inMenu, close }) => (
        <Button
          type={kind(inMenu)}
          size="small"
          onClick={() => {
            close();
            if (row.recurring) setChoosing("edit");
            else edit("all");
          }}
        >
          {t("meeting-list.actions.edit")}
        </Button>
      ),
    });
  actions.push({
    key: "copy",
    render: ({ inMenu }) => <CopyJoinInfoButton meeting={row} type={kind(inMenu)} />,
  });
  if (can.control)
    actions.push({
      key: "control",
      render: ({ inMenu, close }) => (
        <Button
          type={kind(inMenu)}
          size="small"
          onClick={() => {
            close();
            navigate(controlPath(row.id));
          }}
        >
          {t("meeting-list.actions.control")}
        </Button>
      ),
    });
  if (can.cancel)
    actions.push({
      key: "cancel",
      render: ({ inMenu, close }) => (
        <Button
          type={kind(inMenu)}
          size="small"
          danger
          onClick={() => {
            close();
            if (row.recurring) setChoosing("cancel");
            else
              confirmThen(t("meeting-list.confirmCancel"), t("meeting-list.actions.cancelMeeting"), () =>
                cancel("one"),
              );
          }}
        >
          {t("meeting-list.actions.cancel")}
        </Button>
      ),
    });
  if (can.end)
    actions.push({
      key: "end",
      render: ({ inMenu, close }) => (
        <Button
          type={kind(inMenu)}
          size="small"
          danger
          onClick={() => {
            close();
            confirmThen(t("meeting-list.confirmEnd"), t("meeting-list.actions.endMeeting"), end);
          }}
        >
          {t("meeting-list.actions.end")}
        </Button>
      ),
    });

  return (
    <>
      <Space size={0} className="row-actions">
        <RowActionBar actions={actions} />
        {can.lockedNotice && (
          <Tooltip title={t("meeting-list.lockedTip")}>
            <span
              className="text-secondary"
              role="note"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that its tooltip's explanation can be read
              tabIndex={0}
              aria-label={t("meeting-list.lockedTip")}
            >
              {/* An icon only, so that a row's actions stay on one line; the tooltip and the name explain it. */}
              <LockOutlined /> <span className="sr-only">{t("meeting-list.locked")}</span>
            </span>
          </Tooltip>
        )}
      </Space>
      {choosing && (
        <Suspense fallback={null}>
          <ScopeChoiceModal
            open
            title={t(choosing === "edit" ? "meeting-list.scope.editTitle" : "meeting-list.scope.cancelTitle")}
            okText={t(
              choosing === "edit" ? "meeting-list.actions.edit" : "meeting-list.actions.cancelMeeting",
            )}
            danger={choosing === "cancel"}
            busy={busy}
            onCancel={() => setChoosing(null)}
            onOk={(scope) => (choosing === "edit" ? edit(scope) : void cancel(scope))}
          />
        </Suspense>
      )}
    </>
  );
}
