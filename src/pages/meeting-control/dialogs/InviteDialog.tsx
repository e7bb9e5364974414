import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Input, Select, Table, Tabs, Tag } from "antd";
import { useEffect, useState } from "react";
import { PROTOCOLS } from "#contract/limits/devices";
import { INVITE_MAX } from "#contract/limits/live";
import type { InviteCandidate } from "#contract/live-meetings";
import { liveControlOps } from "#contract/operations/live-control";
import { call } from "../../../providers/http/call";
import { ControlDialogFrame, type ControlDialogProps, useDialogCalls } from "./ControlDialogFrame";
import { type AddressRow, inviteCheck } from "./dialog-rules";

interface Props extends ControlDialogProps {
  meetingId: string;
  /** The addresses already in the meeting (spec §5: a participant already in it is refused). */
  addressesInMeeting: readonly string[];
}

const PAGE_SIZE = 8;
const EMPTY_ROW: AddressRow = { address: "", protocol: "SIP", name: "" };
const K = "meeting-control.invite";

function useCandidates(meetingId: string, open: boolean, keyword: string, page: number) {
  const [state, setState] = useState<{ rows: InviteCandidate[]; total: number; loading: boolean }>({
    rows: [],
    total: 0,
    loading: true,
  });
  useEffect(() => {
    if (!open) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    void call(
      liveControlOps.inviteCandidates,
      { params: { id: meetingId }, query: { keyword: keyword || undefined, page, size: PAGE_SIZE } },
      { silent: true },
    ).then((r) => {
      if (!live) return;
      setState(
        r.ok
          ? { rows: r.data.records, total: r.data.total, loading: false }
          : { rows: [], total: 0, loading: false },
      );
    });
    return () => {
      live = false;
    };
  }, [meetingId, open, keyword, page]);
  return state;
}

/** Invite (spec §2/§5): terminals from the directory, or free SIP / H.323 addresses. */
export function InviteDialog({ meetingId, addressesInMeeting, open, onClose, run }: Props) {
  const t = useTranslate();
  const [tab, setTab] = useState<"terminals" | "addresses">("terminals");
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const [terminalIds, setTerminalIds] = useState<string[]>([]);
  const [rows, setRows] = useState<AddressRow[]>([EMPTY_ROW]);
  const [problem, setProblem] = useState<string | null>(null);
  const [rowProblems, setRowProblems] = useState<(string | null)[]>([]);
  const { setFailure, send, submitting, frame } = useDialogCalls(K, { open, onClose, run });
  const candidates = useCandidates(meetingId, open, keyword, page);

  useEffect(() => {
    if (open) return;
    setTerminalIds([]);
    setRows([EMPTY_ROW]);
    setProblem(null);
    setRowProblems([]);
    setFailure(null);
    setKeyword("");
    setPage(1);
    setTab("terminals");
  }, [open, setFailure]);

  const setRow = (index: number, patch: Partial<AddressRow>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  async function submit() {
    const check = inviteCheck(terminalIds, rows, addressesInMeeting);
    setProblem(check.form);
    setRowProblems(check.rows);
    setFailure(null);
    if (check.form || check.rows.some((p) => p !== null)) return;
    const addresses = rows
      .filter((row) => row.address.trim() !== "")
      .map((row) => ({
        address: row.address.trim(),
        protocol: row.protocol,
        name: row.name?.trim() || null,
      }));
    const ok = await submitting(async () => {
      let ok = true;
      if (terminalIds.length > 0)
        ok = await send(
          "invite",
          () =>
            call(
              liveControlOps.inviteTerminals,
              { params: { id: meetingId }, body: { terminalIds } },
              { silent: true },
            ),
          `${K}.done`,
        );
      if (ok && addresses.length > 0)
        ok = await send(
          "invite",
          () =>
            call(
              liveControlOps.inviteAddresses,
              { params: { id: meetingId }, body: { addresses } },
              { silent: true },
            ),
          `${K}.done`,
        );
      return ok;
    });
    if (ok) onClose();
  }

  const terminalTab = (
    <>
      <Input.Search
        allowClear
        maxLength={60}
        aria-label={t(`${K}.searchTerminals`)}
        placeholder={t(`${K}.searchTerminals`)}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<InviteCandidate>
        size="small"
        rowKey={(row) => row.content.id}
        loading={candidates.loading}
        dataSource={candidates.rows}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: candidates.total,
          size: "small",
          showSizeChanger: false,
          onChange: setPage,
        }}
        rowSelection={{
          selectedRowKeys: terminalIds,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setTerminalIds((keys as string[]).slice(0, INVITE_MAX)),
          getCheckboxProps: (row) =>
            ({
              disabled: row.inMeeting,
              "aria-label": t(`${K}.selectTerminal`, { name: row.content.name }),
            }) as object,
        }}
        locale={{ emptyText: t(`${K}.noTerminals`) }}
        columns={[
          { key: "name", title: t(`${K}.columns.name`), render: (_, row) => row.content.name },
          { key: "room", title: t(`${K}.columns.room`), render: (_, row) => row.roomName ?? "-" },
          {
            key: "address",
            title: t(`${K}.columns.address`),
            ellipsis: true,
            render: (_, row) => `${row.content.dialAddress} (${t(`live.protocol.${row.content.protocol}`)})`,
          },
          {
            key: "state",
            title: t(`${K}.columns.state`),
            render: (_, row) =>
              row.inMeeting ? (
                <Tag>{t(`${K}.inMeeting`)}</Tag>
              ) : row.inCall ? (
                <Tag color="orange">{t(`${K}.inCall`, { meeting: row.inCall.name })}</Tag>
              ) : (
                t(`live.terminalStatus.${row.content.status}`)
              ),
          },
        ]}
      />
    </>
  );

  const addressTab = (
    <Flex vertical gap={8}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position
        <div key={index}>
          <Flex gap={8}>
            <Input
              aria-label={t(`${K}.address`, { index: index + 1 })}
              placeholder={t(`${K}.addressPlaceholder`)}
              value={row.address}
              status={rowProblems[index] ? "error" : undefined}
              maxLength={128}
              onChange={(e) => setRow(index, { address: e.target.value })}
            />
            <Select
              aria-label={t(`${K}.protocol`, { index: index + 1 })}
              style={{ width: 110 }}
              value={row.protocol}
              onChange={(protocol) => setRow(index, { protocol })}
              options={PROTOCOLS.map((p) => ({ value: p, label: t(`live.protocol.${p}`) }))}
            />
            <Input
              aria-label={t(`${K}.name`, { index: index + 1 })}
              placeholder={t(`${K}.namePlaceholder`)}
              style={{ width: 180 }}
              maxLength={50}
              value={row.name ?? ""}
              onChange={(e) => setRow(index, { name: e.target.value })}
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label={t(`${K}.removeRow`, { index: index + 1 })}
              disabled={rows.length === 1}
              onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
            />
          </Flex>
          {rowProblems[index] && (
            <div className="field-error" role="alert">
              {t(rowProblems[index]!)}
            </div>
          )}
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={rows.length >= INVITE_MAX}
        onClick={() => setRows((list) => [...list, EMPTY_ROW])}
        style={{ alignSelf: "flex-start" }}
      >
        {t(`${K}.addRow`)}
      </Button>
    </Flex>
  );

  return (
    <ControlDialogFrame
      {...frame}
      onSubmit={() => void submit()}
      width={760}
      destroyOnHidden
      problem={problem}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as "terminals" | "addresses")}
        items={[
          {
            key: "terminals",
            label: t(`${K}.terminalsTab`, { count: terminalIds.length }),
            children: terminalTab,
          },
          { key: "addresses", label: t(`${K}.addressesTab`), children: addressTab },
        ]}
      />
    </ControlDialogFrame>
  );
}
