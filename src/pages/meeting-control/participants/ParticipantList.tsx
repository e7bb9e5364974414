import { CheckCircleOutlined, MinusCircleOutlined, SyncOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Checkbox, Flex, Space, Spin, Table, type TableColumnsType, Typography } from "antd";
import Search from "antd/es/input/Search";
import { memo, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { PARTICIPANT_STATUSES } from "#contract/limits/live";
import type { Participant, ParticipantStatus, ParticipantTotals } from "#contract/participants";
import { useLanguage } from "../../../live/use-language";
import { rosterColumns } from "./columns";
import type { RosterCommands } from "./ParticipantActions";
import { rosterLabels } from "./roster-labels";
import { RosterRows, type RowStub } from "./roster-rows";
import { RosterSelection } from "./roster-selection";
import { visibleRows } from "./roster-view";

/** The roster's height: about twelve rows in view, the rest windowed. */
export const ROSTER_HEIGHT = 560;
const ROSTER_WIDTH = 1240;
/** The roster's place while it is first read keeps its height: the filters' row and the table's header. */
const FILTERS_HEIGHT = 44;
const HEADER_HEIGHT = 47;

interface Props {
  rows: readonly Participant[];
  totals: ParticipantTotals;
  statuses: ParticipantStatus[];
  keyword: string;
  onFilter(patch: { statuses?: ParticipantStatus[]; keyword?: string }): void;
  commands: RosterCommands;
  onMoveSelected(ids: string[]): void;
  onRemoveSelected(ids: string[]): void;
  /** The roster is being read: its frame shows, empty, with the table's spinner. */
  loading?: boolean;
}

const STATUS_KEY: Record<ParticipantStatus, string> = {
  ONLINE: "connected",
  CONNECTING: "connecting",
  OFFLINE: "disconnected",
};

/** Rendered again only when a total changes, not at every update of the roster. */
const Totals = memo(
  function Totals({ totals }: { totals: ParticipantTotals }) {
    const t = useTranslate();
    useLanguage();
    return (
      <Space size={16} wrap className="roster-totals" aria-label={t("meeting-control.roster.totals")}>
        <span data-total="connected">
          <CheckCircleOutlined />{" "}
          {t("meeting-control.roster.totalConnected", { count: totals.totalConnected })}
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
  },
  (a, b) =>
    a.totals.total === b.totals.total &&
    a.totals.totalConnected === b.totals.totalConnected &&
    a.totals.totalConnecting === b.totals.totalConnecting &&
    a.totals.totalDisconnected === b.totals.totalDisconnected,
);

interface FilterProps {
  statuses: ParticipantStatus[];
  keyword: string;
  onFilter(patch: { statuses?: ParticipantStatus[]; keyword?: string }): void;
  disabled: boolean;
  selection: RosterSelection;
  onMoveSelected(ids: string[]): void;
  onRemoveSelected(ids: string[]): void;
}

/** The status filter, the filter text and the bulk actions: not rendered again by roster updates. */
const RosterFilters = memo(function RosterFilters(props: FilterProps) {
  const { statuses, keyword, onFilter, disabled, selection } = props;
  const t = useTranslate();
  useLanguage();
  const [text, setText] = useState(keyword);
  const chosen = useSyncExternalStore(selection.subscribe, selection.getChosen);
  return (
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
      <Search
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
        <Button disabled={disabled || chosen.length === 0} onClick={() => props.onMoveSelected([...chosen])}>
          {t("meeting-control.roster.moveSelected", { count: chosen.length })}
        </Button>
        <Button
          danger
          disabled={disabled || chosen.length === 0}
          onClick={() => props.onRemoveSelected([...chosen])}
        >
          {t("meeting-control.roster.removeSelected", { count: chosen.length })}
        </Button>
      </Space>
    </Flex>
  );
});

const SCROLL = { x: ROSTER_WIDTH, y: ROSTER_HEIGHT };

interface TableProps {
  stubs: RowStub[];
  columns: TableColumnsType<RowStub>;
  locale: { emptyText: string };
  loading: boolean;
}

/**
 * antd's Table is not memoised: rendered again with the same props, its virtual body still renders
 * every line in view. Updates that keep the stubs skip it entirely here.
 */
const RosterTable = memo(function RosterTable({ stubs, columns, locale, loading }: TableProps) {
  return (
    <Table<RowStub>
      virtual
      size="middle"
      rowKey="id"
      columns={columns}
      dataSource={stubs}
      pagination={false}
      scroll={SCROLL}
      locale={locale}
      loading={loading}
    />
  );
});

/**
 * The participant list: totals, the status filter (none applied for 0 or 3 statuses, spec §4), a
 * filter text, and the roster as a windowed table (only the rows in view are rendered). An update
 * that changes participants but not who shows or in which order hands the table nothing new: the
 * changed participants' cells render from roster-rows. The columns, the selection (see
 * roster-selection) and the other props stay the same.
 */
export function ParticipantList(props: Props) {
  const { rows, totals, statuses, keyword, onFilter, commands, loading = false } = props;
  const t = useTranslate();
  const selection = useMemo(() => new RosterSelection(), []);
  const shown = useMemo(() => visibleRows(rows, statuses, keyword), [rows, statuses, keyword]);
  useLayoutEffect(() => selection.sync(rows, shown), [selection, rows, shown]);
  const table = useMemo(() => new RosterRows(), []);
  const stubs = useMemo(() => table.take(shown), [table, shown]);
  // After every commit: cheap when nothing changed.
  useLayoutEffect(() => table.flush());
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same `t` speaks the new language
  const labels = useMemo(() => rosterLabels(t), [t, language]);
  const columns = useMemo(
    () => rosterColumns(t, labels, commands, selection, table),
    [t, labels, commands, selection, table],
  );
  const emptyText = loading
    ? ""
    : t(rows.length === 0 ? "meeting-control.roster.empty" : "meeting-control.roster.emptyFiltered");
  const locale = useMemo(() => ({ emptyText }), [emptyText]);
  // The filters and the table mount once the roster is first read: mounted with the page, the table's
  // measuring of columns and scroll (two forced layouts and a second render, ~0.2 s at CPU x4) and the
  // filters' controls held back the first paint of the meeting's info. Later reads keep them, the
  // table with its spinner and scroll position.
  const tableShown = useRef(false);
  if (!loading) tableShown.current = true;

  return (
    <section aria-labelledby="roster-title" className="roster">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Typography.Title level={2} id="roster-title" className="section-title">
          {t("meeting-control.roster.title")}
        </Typography.Title>
        {tableShown.current && <Totals totals={totals} />}
      </Flex>
      {tableShown.current ? (
        <>
          <RosterFilters
            statuses={statuses}
            keyword={keyword}
            onFilter={onFilter}
            disabled={commands.disabled}
            selection={selection}
            onMoveSelected={props.onMoveSelected}
            onRemoveSelected={props.onRemoveSelected}
          />
          <RosterTable stubs={stubs} columns={columns} locale={locale} loading={loading} />
        </>
      ) : (
        <div
          className="roster-pending"
          style={{ minHeight: FILTERS_HEIGHT + ROSTER_HEIGHT + HEADER_HEIGHT }}
          role="status"
          aria-label={t("meeting-control.roster.loading")}
        >
          <Spin />
        </div>
      )}
    </section>
  );
}
