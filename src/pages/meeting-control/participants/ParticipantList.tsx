import { CheckCircleOutlined, MinusCircleOutlined, SyncOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Checkbox, Flex, Input, Space, Table, Typography } from "antd";
import { useMemo, useState } from "react";
import { PARTICIPANT_STATUSES } from "#contract/limits";
import type { Participant, ParticipantStatus, ParticipantTotals } from "#contract/participants";
import { useLanguage } from "../../../live/use-language";
import { rosterColumns } from "./columns";
import type { RosterCommands } from "./ParticipantActions";
import { rosterLabels } from "./roster-labels";
import { visibleRows } from "./roster-view";

/** The roster's height: about twelve rows in view, the rest windowed. */
export const ROSTER_HEIGHT = 560;
const ROSTER_WIDTH = 1240;

interface Props {
  rows: readonly Participant[];
  totals: ParticipantTotals;
  statuses: ParticipantStatus[];
  keyword: string;
  onFilter(patch: { statuses?: ParticipantStatus[]; keyword?: string }): void;
  commands: RosterCommands;
  onMoveSelected(ids: string[]): void;
  onRemoveSelected(ids: string[]): void;
}

const STATUS_KEY: Record<ParticipantStatus, string> = {
  ONLINE: "connected",
  CONNECTING: "connecting",
  OFFLINE: "disconnected",
};

function Totals({ totals }: { totals: ParticipantTotals }) {
  const t = useTranslate();
  return (
    <Space size={16} wrap className="roster-totals" aria-label={t("meeting-control.roster.totals")}>
      <span data-total="connected">
        <CheckCircleOutlined /> {t("meeting-control.roster.totalConnected", { count: totals.totalConnected })}
      </span>
      <span data-total="connecting">
        <SyncOutlined /> {t("meeting-control.roster.totalConnecting", { count: totals.totalConnecting })}
      </span>
      <span data-total="disconnected">
        <MinusCircleOutlined />{" "}
        {t("meeting-control.roster.totalDisconnected", { count: totals.totalDisconnected })}
      </span>
      <Typography.Text type="secondary">
        {t("meeting-control.roster.total", { count: totals.total })}
      </Typography.Text>
    </Space>
  );
}

/**
 * The participant list: totals, the status filter (none applied for 0 or 3 statuses, spec §4), a
 * filter text, and the roster as a windowed table (only the rows in view are rendered; unchanged
 * rows keep their identity between updates).
 */
export function ParticipantList(props: Props) {
  const { rows, totals, statuses, keyword, onFilter, commands } = props;
  const t = useTranslate();
  const [selected, setSelected] = useState<string[]>([]);
  const [text, setText] = useState(keyword);
  const shown = useMemo(() => visibleRows(rows, statuses, keyword), [rows, statuses, keyword]);
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same `t` speaks the new language
  const labels = useMemo(() => rosterLabels(t), [t, language]);
  const columns = useMemo(() => rosterColumns(t, labels, commands), [t, labels, commands]);
  const present = useMemo(() => new Set(rows.map((r) => r.id)), [rows]);
  const chosen = selected.filter((id) => present.has(id));

  return (
    <section aria-labelledby="roster-title" className="roster">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Typography.Title level={2} id="roster-title" className="section-title">
          {t("meeting-control.roster.title")}
        </Typography.Title>
        <Totals totals={totals} />
      </Flex>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 12 }}>
        <Checkbox.Group
          aria-label={t("meeting-control.roster.statusFilter")}
          value={statuses}
          onChange={(values) => onFilter({ statuses: values as ParticipantStatus[] })}
          options={PARTICIPANT_STATUSES.map((s) => ({
            value: s,
            label: t(`live.participantStatus.${STATUS_KEY[s]}`),
          }))}
        />
        <Input.Search
          allowClear
          style={{ width: 260 }}
          maxLength={60}
          aria-label={t("meeting-control.roster.search")}
          placeholder={t("meeting-control.roster.search")}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === "") onFilter({ keyword: "" });
          }}
          onSearch={(value) => onFilter({ keyword: value.trim() })}
        />
        <Space>
          <Button
            disabled={commands.disabled || chosen.length === 0}
            onClick={() => props.onMoveSelected(chosen)}
          >
            {t("meeting-control.roster.moveSelected", { count: chosen.length })}
          </Button>
          <Button
            danger
            disabled={commands.disabled || chosen.length === 0}
            onClick={() => props.onRemoveSelected(chosen)}
          >
            {t("meeting-control.roster.removeSelected", { count: chosen.length })}
          </Button>
        </Space>
      </Flex>
      <Table<Participant>
        virtual
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={shown as Participant[]}
        pagination={false}
        scroll={{ x: ROSTER_WIDTH, y: ROSTER_HEIGHT }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setSelected(keys as string[]),
          // antd passes this on to the checkbox input; its props type omits aria attributes.
          getCheckboxProps: (row) =>
            ({ "aria-label": t("meeting-control.roster.select", { name: row.name }) }) as object,
        }}
        locale={{
          emptyText: t(
            rows.length === 0 ? "meeting-control.roster.empty" : "meeting-control.roster.emptyFiltered",
          ),
        }}
      />
    </section>
  );
}
