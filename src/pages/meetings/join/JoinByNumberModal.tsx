import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Input, Modal } from "antd";
import { useState } from "react";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import { call } from "../../../providers/http/call";
import { MeetingSummary } from "../shared/MeetingSummary";
import { digitsOnly, type JoinLookup, joinLookupOf } from "./join-lookup";

/** Join by number: look the meeting up and show how to join it, or why the app cannot. */
export function JoinByNumberModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const [number, setNumber] = useState("");
  const [busy, setBusy] = useState(false);
  const [lookup, setLookup] = useState<JoinLookup | null>(null);

  async function find() {
    if (!number) return;
    setBusy(true);
    setLookup(
      joinLookupOf(number, await call(meetingReadsOps.joinTarget, { params: { number } }, { silent: true })),
    );
    setBusy(false);
  }

  function close() {
    setNumber("");
    setLookup(null);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t("meeting-list.join.title")}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={<Button onClick={close}>{t("meeting-list.actions.close")}</Button>}
    >
      <Flex vertical gap={16}>
        <Flex gap={8}>
          <Input
            autoFocus
            inputMode="numeric"
            maxLength={20}
            aria-label={t("meeting-list.join.number")}
            placeholder={t("meeting-list.join.numberPlaceholder")}
            value={number}
            onChange={(e) => {
              setNumber(digitsOnly(e.target.value));
              setLookup(null);
            }}
            onPressEnter={() => void find()}
          />
          <Button type="primary" loading={busy} disabled={!number} onClick={() => void find()}>
            {t("meeting-list.join.find")}
          </Button>
        </Flex>
        {lookup?.kind === "found" && <MeetingSummary meeting={lookup.meeting} />}
        {lookup?.kind === "terminalOnly" && (
          <Alert
            type="warning"
            showIcon
            message={t("meeting-list.join.terminalOnly")}
            description={t("meeting-list.join.dial", { number: lookup.number })}
          />
        )}
        {lookup?.kind === "notFound" && (
          <Alert type="info" showIcon message={t("meeting-list.join.notFound", { number: lookup.number })} />
        )}
        {lookup?.kind === "failed" && <Alert type="error" showIcon message={lookup.message} />}
      </Flex>
    </Modal>
  );
}
