import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Input, Select, Skeleton, Typography } from "antd";
import { useEffect, useState } from "react";
import { PROTOCOLS } from "#contract/limits/devices";
import { WHITE_LIST_MAX } from "#contract/limits/live";
import type { WhiteListEntry } from "#contract/live-meetings";
import { liveControlOps } from "#contract/operations/live-control";
import { addressKey, isDialAddress } from "#contract/rules/meeting-control";
import { call } from "../../../providers/http/call";
import { ControlDialogFrame, type ControlDialogProps, useDialogCalls } from "./ControlDialogFrame";

interface Props extends ControlDialogProps {
  meetingId: string;
  locked: boolean;
}

const K = "meeting-control.whiteList";
const R = "meeting-control.rules";

/** Each entry's problem: an address is required, must be dialable, and listed once. */
export function whiteListProblems(entries: readonly WhiteListEntry[]): (string | null)[] {
  const seen = new Set<string>();
  return entries.map((entry) => {
    const address = entry.address.trim();
    if (address === "") return `${R}.addressRequired`;
    if (!isDialAddress(address)) return `${R}.addressInvalid`;
    const key = addressKey(address);
    if (seen.has(key)) return `${R}.addressTwice`;
    seen.add(key);
    return null;
  });
}

/** The addresses a locked meeting still admits when they dial in. */
export function WhiteListDialog({ meetingId, locked, open, onClose, run }: Props) {
  const t = useTranslate();
  const [entries, setEntries] = useState<WhiteListEntry[] | null>(null);
  const [problems, setProblems] = useState<(string | null)[]>([]);
  const { setFailure, send, submitting, frame } = useDialogCalls(K, { open, onClose, run });

  useEffect(() => {
    if (!open) return;
    let live = true;
    setEntries(null);
    setProblems([]);
    setFailure(null);
    void call(liveControlOps.whiteList, { params: { id: meetingId } }, { silent: true }).then((result) => {
      if (!live) return;
      if (result.ok) setEntries(result.data.entries);
      else {
        setFailure(result.message);
        setEntries([]);
      }
    });
    return () => {
      live = false;
    };
  }, [open, meetingId, setFailure]);

  const setEntry = (index: number, patch: Partial<WhiteListEntry>) =>
    setEntries((list) => (list ?? []).map((e, i) => (i === index ? { ...e, ...patch } : e)));

  async function submit() {
    if (!entries) return;
    const found = whiteListProblems(entries);
    setProblems(found);
    setFailure(null);
    if (found.some((p) => p !== null)) return;
    const ok = await submitting(() =>
      send(
        "whiteList",
        () =>
          call(
            liveControlOps.setWhiteList,
            {
              params: { id: meetingId },
              body: {
                entries: entries.map((e) => ({
                  ...e,
                  address: e.address.trim(),
                  name: e.name?.trim() || null,
                })),
              },
            },
            { silent: true },
          ),
        `${K}.done`,
      ),
    );
    if (ok) onClose();
  }

  return (
    <ControlDialogFrame
      {...frame}
      onSubmit={() => void submit()}
      width={720}
      okDisabled={entries === null}
      destroyOnHidden
      notice={
        <Typography.Paragraph type="secondary">
          {t(locked ? `${K}.hintLocked` : `${K}.hintUnlocked`)}
        </Typography.Paragraph>
      }
    >
      {entries === null ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Flex vertical gap={8}>
          {entries.length === 0 && <Typography.Text type="secondary">{t(`${K}.empty`)}</Typography.Text>}
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place, by position
            <div key={index}>
              <Flex gap={8}>
                <Input
                  aria-label={t(`${K}.address`, { index: index + 1 })}
                  placeholder={t("meeting-control.invite.addressPlaceholder")}
                  maxLength={128}
                  status={problems[index] ? "error" : undefined}
                  value={entry.address}
                  onChange={(e) => setEntry(index, { address: e.target.value })}
                />
                <Select
                  aria-label={t(`${K}.protocol`, { index: index + 1 })}
                  style={{ width: 110 }}
                  value={entry.protocol}
                  onChange={(protocol) => setEntry(index, { protocol })}
                  options={PROTOCOLS.map((p) => ({ value: p, label: t(`live.protocol.${p}`) }))}
                />
                <Input
                  aria-label={t(`${K}.name`, { index: index + 1 })}
                  placeholder={t("meeting-control.invite.namePlaceholder")}
                  style={{ width: 180 }}
                  maxLength={50}
                  value={entry.name ?? ""}
                  onChange={(e) => setEntry(index, { name: e.target.value })}
                />
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t(`${K}.remove`, { index: index + 1 })}
                  onClick={() => setEntries((list) => (list ?? []).filter((_, i) => i !== index))}
                />
              </Flex>
              {problems[index] && (
                <div className="field-error" role="alert">
                  {t(problems[index]!)}
                </div>
              )}
            </div>
          ))}
          <Button
            icon={<PlusOutlined />}
            style={{ alignSelf: "flex-start" }}
            disabled={entries.length >= WHITE_LIST_MAX}
            onClick={() =>
              setEntries((list) => [...(list ?? []), { address: "", protocol: "SIP", name: null }])
            }
          >
            {t(`${K}.add`)}
          </Button>
        </Flex>
      )}
    </ControlDialogFrame>
  );
}
