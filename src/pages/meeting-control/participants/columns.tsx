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
import { Space, Tag, Typography } from "antd";
import type { Participant } from "#contract/participants";
import { ParticipantStatusTag } from "../../../components/live/ParticipantStatusTag";
import { QualityTag } from "../../../components/live/QualityTag";
import { ParticipantActions, type RosterCommands } from "./ParticipantActions";

type Translate = (key: string, options?: Record<string, unknown>) => string;
const C = "meeting-control.roster.columns";

function NameCell({ row, t }: { row: Participant; t: Translate }) {
  return (
    <Space size={4} wrap>
      <Typography.Text strong>{row.name}</Typography.Text>
      {row.isMainVenue && (
        <Tag icon={<CrownOutlined />} color="gold">
          {t("meeting-control.roster.flags.mainVenue")}
        </Tag>
      )}
      {row.top && <Tag icon={<PushpinOutlined />}>{t("meeting-control.roster.flags.top")}</Tag>}
      {row.activeSpeaker && (
        <Tag icon={<SoundOutlined />} color="cyan">
          {t("meeting-control.roster.flags.speaking")}
        </Tag>
      )}
      {row.presentation && (
        <Tag icon={<DesktopOutlined />} color="purple">
          {t("meeting-control.roster.flags.presenting")}
        </Tag>
      )}
    </Space>
  );
}

function AudioCell({ row, t }: { row: Participant; t: Translate }) {
  return (
    <Space size={8} className="roster-audio">
      <span>
        {row.microphone ? <AudioOutlined /> : <AudioMutedOutlined />}{" "}
        {t(row.microphone ? "meeting-control.roster.flags.micOn" : "meeting-control.roster.flags.micOff")}
      </span>
      <span>
        <SoundOutlined />{" "}
        {t(
          row.speaker ? "meeting-control.roster.flags.speakerOn" : "meeting-control.roster.flags.speakerOff",
        )}
      </span>
    </Space>
  );
}

/** The call address, and beneath it the protocol and who dialled (spec §3 protocol, callDirection). */
function AddressCell({ row, t }: { row: Participant; t: Translate }) {
  return (
    <div className="roster-address">
      <Typography.Text ellipsis={{ tooltip: row.callAddress }}>{row.callAddress}</Typography.Text>
      <Typography.Text type="secondary">
        {t(`live.protocol.${row.protocol}`)} ·{" "}
        {row.callDirection ? <SwapRightOutlined /> : <SwapLeftOutlined />}{" "}
        {t(row.callDirection ? "meeting-control.roster.dialOut" : "meeting-control.roster.dialIn")}
      </Typography.Text>
    </div>
  );
}

/** The roster's columns (spec §3 participant: status, protocol, address, quality, flags, call direction). */
export function rosterColumns(t: Translate, commands: RosterCommands): TableColumnsType<Participant> {
  return [
    { key: "name", title: t(`${C}.name`), width: 220, render: (_, row) => <NameCell row={row} t={t} /> },
    {
      key: "status",
      title: t(`${C}.status`),
      width: 160,
      render: (_, row) => <ParticipantStatusTag status={row.parStatus} reason={row.disconnectReason} />,
    },
    {
      key: "address",
      title: t(`${C}.address`),
      width: 230,
      render: (_, row) => <AddressCell row={row} t={t} />,
    },
    {
      key: "quality",
      title: t(`${C}.quality`),
      width: 100,
      render: (_, row) => <QualityTag quality={row.quality} />,
    },
    { key: "audio", title: t(`${C}.audio`), width: 180, render: (_, row) => <AudioCell row={row} t={t} /> },
    {
      key: "server",
      title: t(`${C}.server`),
      width: 100,
      ellipsis: true,
      render: (_, row) => row.server?.name ?? "-",
    },
    {
      key: "actions",
      title: t(`${C}.actions`),
      width: 200,
      fixed: "right",
      render: (_, row) => <ParticipantActions row={row} commands={commands} />,
    },
  ];
}
