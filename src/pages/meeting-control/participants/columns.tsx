import {
  AudioMutedOutlined,
  AudioOutlined,
  CrownOutlined,
  DesktopOutlined,
  PushpinOutlined,
  SoundOutlined,
  SwapLeftOutlined,
  SwapRightOutlined,
} from "@ant-design/icons";
import type { TableColumnsType } from "antd";
import { Space, Tag } from "antd";
import { memo, type ReactNode } from "react";
import type { Participant } from "#contract/participants";
import { participantBucket } from "#contract/rules/participant-status";
import { PARTICIPANT_STATUS_LOOK } from "../../../components/live/ParticipantStatusTag";
import { QUALITY_LOOK } from "../../../components/live/QualityTag";
import { StatusLabel } from "../../../components/live/StatusLabel";
import { ParticipantActions, type RosterCommands } from "./ParticipantActions";
import type { RosterLabels } from "./roster-labels";
import { type RosterRows, type RowStub, useRosterRow } from "./roster-rows";
import type { RosterSelection } from "./roster-selection";
import { SelectAllBox, SelectBox } from "./SelectionBoxes";

type Translate = (key: string, options?: Record<string, unknown>) => string;
const C = "meeting-control.roster.columns";

/**
 * Each cell is a memoised component of its row and the language's labels: when an update changes a
 * few participants, the rows in view that did not change skip rendering (their row object is the
 * same, see live/meeting-store).
 */
interface CellProps {
  row: Participant;
  labels: RosterLabels;
}

const NameCell = memo(function NameCell({ row, labels }: CellProps) {
  return (
    <Space size={4} wrap>
      <span className="roster-name">{row.name}</span>
      {row.isMainVenue && (
        <Tag icon={<CrownOutlined />} color="gold">
          {labels.flags.mainVenue}
        </Tag>
      )}
      {row.top && <Tag icon={<PushpinOutlined />}>{labels.flags.top}</Tag>}
      {row.activeSpeaker && (
        <Tag icon={<SoundOutlined />} color="cyan">
          {labels.flags.speaking}
        </Tag>
      )}
      {row.presentation && (
        <Tag icon={<DesktopOutlined />} color="purple">
          {labels.flags.presenting}
        </Tag>
      )}
    </Space>
  );
});

const StatusCell = memo(function StatusCell({ row, labels }: CellProps) {
  const bucket = participantBucket(row.parStatus);
  const why =
    bucket === "disconnected" && row.disconnectReason ? ` · ${labels.endReason[row.disconnectReason]}` : "";
  return <StatusLabel {...PARTICIPANT_STATUS_LOOK[bucket]} text={`${labels.status[bucket]}${why}`} />;
});

const QualityCell = memo(function QualityCell({ row, labels }: CellProps) {
  const look = row.quality ? QUALITY_LOOK[row.quality] : undefined;
  if (!row.quality || !look) return <span className="text-secondary">-</span>;
  return <StatusLabel {...look} text={labels.quality[row.quality]} />;
});

/** The call address, and beneath it the protocol and who dialled (spec §3 protocol, callDirection). */
const AddressCell = memo(function AddressCell({ row, labels }: CellProps) {
  return (
    <div className="roster-address">
      <span className="roster-call-address" title={row.callAddress}>
        {row.callAddress}
      </span>
      <span className="text-secondary">
        {labels.protocol[row.protocol]} · {row.callDirection ? <SwapRightOutlined /> : <SwapLeftOutlined />}{" "}
        {row.callDirection ? labels.dialOut : labels.dialIn}
      </span>
    </div>
  );
});

const AudioCell = memo(function AudioCell({ row, labels }: CellProps) {
  return (
    <Space size={8} className="roster-audio">
      <span>
        {row.microphone ? <AudioOutlined /> : <AudioMutedOutlined />}{" "}
        {row.microphone ? labels.flags.micOn : labels.flags.micOff}
      </span>
      <span>
        <SoundOutlined /> {row.speaker ? labels.flags.speakerOn : labels.flags.speakerOff}
      </span>
    </Space>
  );
});

/** A cell of one participant: reads its row from the roster's rows, renders again when it changes. */
const RowCell = memo(function RowCell(props: {
  id: string;
  rows: RosterRows;
  render(row: Participant): ReactNode;
}) {
  const row = useRosterRow(props.rows, props.id);
  return row ? props.render(row) : null;
});

/**
 * The roster's columns (spec §3 participant: status, protocol, address, quality, flags, call
 * direction), the selection for bulk actions first. They depend on the language and the commands
 * only: an update of the roster hands the table the same columns.
 */
export function rosterColumns(
  t: Translate,
  labels: RosterLabels,
  commands: RosterCommands,
  selection: RosterSelection,
  rows: RosterRows,
): TableColumnsType<RowStub> {
  const cell = (render: (row: Participant) => ReactNode) => (_: unknown, stub: RowStub) => (
    <RowCell id={stub.id} rows={rows} render={render} />
  );
  return [
    {
      key: "select",
      title: <SelectAllBox selection={selection} labels={labels} />,
      width: 48,
      fixed: "left",
      className: "roster-select",
      render: cell((row) => <SelectBox id={row.id} name={row.name} selection={selection} labels={labels} />),
    },
    {
      key: "name",
      title: t(`${C}.name`),
      width: 220,
      render: cell((row) => <NameCell row={row} labels={labels} />),
    },
    {
      key: "status",
      title: t(`${C}.status`),
      width: 160,
      render: cell((row) => <StatusCell row={row} labels={labels} />),
    },
    {
      key: "address",
      title: t(`${C}.address`),
      width: 230,
      render: cell((row) => <AddressCell row={row} labels={labels} />),
    },
    {
      key: "quality",
      title: t(`${C}.quality`),
      width: 100,
      render: cell((row) => <QualityCell row={row} labels={labels} />),
    },
    {
      key: "audio",
      title: t(`${C}.audio`),
      width: 180,
      render: cell((row) => <AudioCell row={row} labels={labels} />),
    },
    {
      key: "server",
      title: t(`${C}.server`),
      width: 100,
      ellipsis: true,
      render: cell((row) => row.server?.name ?? "-"),
    },
    {
      key: "actions",
      title: t(`${C}.actions`),
      width: 200,
      fixed: "right",
      render: cell((row) => <ParticipantActions row={row} commands={commands} labels={labels} />),
    },
  ];
}
