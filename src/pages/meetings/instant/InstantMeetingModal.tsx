import { useTranslate } from "@refinedev/core";
import { Alert, Button, Form, Input, InputNumber, Modal, Result } from "antd";
import { useState } from "react";
import type { MeetingRow } from "#contract/meetings";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import { schedulesOps } from "#contract/operations/schedules";
import { DEFAULT_MEETING_DURATION_MIN, MEETING_NAME_MAX } from "../../../config/constants";
import { call } from "../../../providers/http/call";
import { MeetingSummary } from "../shared/MeetingSummary";

/** The server's default maximum duration (product config maxDuration); the server has the last word. */
const MAX_DURATION_MIN = 1440;

interface Values {
  name?: string;
  durationMinutes: number;
}

type Started = { number: string; meeting: MeetingRow | null };

/** Instant meeting: starts now with me as host, then shows its number and join information. */
export function InstantMeetingModal({
  open,
  onClose,
  onStarted,
}: {
  open: boolean;
  onClose: () => void;
  onStarted: () => void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState<Started | null>(null);

  async function start(values: Values) {
    setBusy(true);
    setError(null);
    const name = values.name?.trim();
    const result = await call(
      schedulesOps.instant,
      { body: { durationMinutes: values.durationMinutes, ...(name ? { name } : {}) } },
      { silent: true },
    );
    if (!result.ok) {
      setBusy(false);
      setError(result.message);
      return;
    }
    const meeting = await call(meetingReadsOps.meeting, { params: { id: result.data.id } });
    setBusy(false);
    setStarted({ number: result.data.meetingNumber, meeting: meeting.ok ? meeting.data : null });
    onStarted();
  }

  function close() {
    setStarted(null);
    setError(null);
    form.resetFields();
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t("meeting-list.instant.title")}
      maskClosable={false}
      destroyOnHidden
      onCancel={close}
      footer={
        started ? (
          <Button onClick={close}>{t("meeting-list.actions.close")}</Button>
        ) : (
          [
            <Button key="back" onClick={close}>
              {t("meeting-list.actions.back")}
            </Button>,
            <Button key="start" type="primary" loading={busy} onClick={() => form.submit()}>
              {t("meeting-list.instant.start")}
            </Button>,
          ]
        )
      }
    >
      {started ? (
        <>
          <Result
            status="success"
            title={t("meeting-list.instant.started")}
            subTitle={t("meeting-list.instant.number", { number: started.number })}
          />
          {started.meeting && <MeetingSummary meeting={started.meeting} />}
        </>
      ) : (
        <Form<Values>
          form={form}
          name="instant-meeting"
          layout="vertical"
          initialValues={{ durationMinutes: DEFAULT_MEETING_DURATION_MIN }}
          onFinish={start}
        >
          <Form.Item
            name="name"
            label={t("meeting-list.instant.name")}
            extra={t("meeting-list.instant.nameHint")}
            rules={[
              {
                max: MEETING_NAME_MAX,
                message: t("meeting-list.instant.nameTooLong", { max: MEETING_NAME_MAX }),
              },
            ]}
          >
            <Input maxLength={MEETING_NAME_MAX} showCount allowClear />
          </Form.Item>
          <Form.Item
            name="durationMinutes"
            label={t("meeting-list.instant.duration")}
            rules={[{ required: true, message: t("meeting-list.instant.durationRequired") }]}
          >
            <InputNumber
              min={1}
              max={MAX_DURATION_MIN}
              precision={0}
              addonAfter={t("meeting-list.instant.minutes")}
              style={{ width: 200 }}
            />
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} />}
        </Form>
      )}
    </Modal>
  );
}
