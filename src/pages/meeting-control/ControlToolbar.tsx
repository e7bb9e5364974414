import {
  AudioMutedOutlined,
  AudioOutlined,
  ClockCircleOutlined,
  DisconnectOutlined,
  DownOutlined,
  KeyOutlined,
  LayoutOutlined,
  LockOutlined,
  MessageOutlined,
  PhoneOutlined,
  PoweroffOutlined,
  RedoOutlined,
  SafetyOutlined,
  UnlockOutlined,
  UserAddOutlined,
} from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Segmented, Space, Tooltip } from "antd";
import { memo } from "react";
import { EXTEND_OPTIONS_MINUTES } from "#contract/limits/live";
import type { LiveMeeting } from "#contract/live-meetings";
import { liveControlOps } from "#contract/operations/live-control";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import { participantsOps } from "#contract/operations/participants";
import { modelCapabilities } from "#contract/rules/meeting-control";
import type { MeetingMode } from "#contract/schedules";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { MenuButton } from "../../components/MenuButton";
import { sameFields } from "../../live/merge";
import { useLanguage } from "../../live/use-language";
import { call } from "../../providers/http/call";
import type { ControlAction } from "./use-control-action";

export type ControlDialog = "invite" | "move" | "layout" | "message" | "whiteList" | "password";

/** The dialogs that read the roster: the others are not rendered again when it changes. */
export const ROSTER_DIALOGS: ReadonlySet<ControlDialog> = new Set(["invite", "move", "layout"]);

/** What the toolbar reads of the meeting: a change of anything else (the speaker, the totals) does not render it again. */
const READ = ["id", "name", "locked", "mode", "server"] as const satisfies readonly (keyof LiveMeeting)[];
type ToolbarMeeting = Pick<LiveMeeting, (typeof READ)[number]>;

interface Props {
  /** Null while the meeting loads: the toolbar is drawn, every control disabled. */
  meeting: ToolbarMeeting | null;
  disabled: boolean;
  action: ControlAction;
  onDialog(dialog: ControlDialog): void;
}

const K = "meeting-control.toolbar";

const sameProps = (a: Props, b: Props) =>
  a.disabled === b.disabled &&
  a.action === b.action &&
  a.onDialog === b.onDialog &&
  sameFields(a.meeting, b.meeting, READ);

/** The meeting-wide controls of spec §1: lock, mode, password, layout, message, audio, calls, invite, extend, end. */
export const ControlToolbar = memo(function ControlToolbar({
  meeting,
  disabled: barred,
  action,
  onDialog,
}: Props) {
  const t = useTranslate();
  useLanguage();
  const { modal } = useAppApi();
  const { run, busy } = action;
  const disabled = barred || !meeting;
  const id = meeting?.id ?? "";
  const locked = meeting?.locked ?? false;
  // What the meeting's bridge cannot do (an SFU: no layout, no dialling) is off, with the reason.
  const can = meeting?.server ? modelCapabilities(meeting.server.serverModel) : null;
  const cannot = (capability: "layout" | "dialOut") =>
    can && !can[capability] ? t(`${K}.sfu.${capability}`) : null;

  const confirm = (title: string, okText: string, onOk: () => unknown) =>
    modal.confirm({
      title,
      okText,
      cancelText: t(`${K}.back`),
      okButtonProps: { danger: true },
      maskClosable: false,
      onOk,
    });

  return (
    <Flex vertical gap={12} className="control-toolbar" role="toolbar" aria-label={t(`${K}.label`)}>
      <Space wrap>
        <Button
          icon={locked ? <UnlockOutlined /> : <LockOutlined />}
          disabled={disabled}
          loading={busy === "lock"}
          onClick={() =>
            void run(
              "lock",
              () => call(liveControlOps.lock, { params: { id, v: String(!locked) } }),
              locked ? `${K}.unlocked` : `${K}.locked`,
            )
          }
        >
          {t(locked ? `${K}.unlock` : `${K}.lock`)}
        </Button>
        <Segmented<MeetingMode>
          // A new control once the meeting is in: its thumb would otherwise glide to the mode,
          // measuring the page's layout at every step of the glide.
          key={meeting ? "mode" : "pending"}
          aria-label={t(`${K}.mode`)}
          disabled={disabled || busy === "mode"}
          value={meeting?.mode}
          onChange={(mode) =>
            void run("mode", () => call(liveControlOps.mode, { params: { id, v: mode } }), `${K}.modeChanged`)
          }
          options={[
            { value: "SPEECH", label: t("live.mode.SPEECH") },
            { value: "DISCUSSION", label: t("live.mode.DISCUSSION") },
          ]}
        />
        <Button icon={<KeyOutlined />} disabled={disabled} onClick={() => onDialog("password")}>
          {t(`${K}.password`)}
        </Button>
        <Tooltip title={cannot("layout")}>
          <Button
            icon={<LayoutOutlined />}
            disabled={disabled || cannot("layout") !== null}
            onClick={() => onDialog("layout")}
          >
            {t(`${K}.layout`)}
          </Button>
        </Tooltip>
        <Button icon={<MessageOutlined />} disabled={disabled} onClick={() => onDialog("message")}>
          {t(`${K}.message`)}
        </Button>
        <Button icon={<SafetyOutlined />} disabled={disabled} onClick={() => onDialog("whiteList")}>
          {t(`${K}.whiteList`)}
        </Button>
      </Space>
      <Space wrap>
        <Button
          icon={<AudioMutedOutlined />}
          disabled={disabled}
          loading={busy === "muteAll"}
          onClick={() =>
            void run(
              "muteAll",
              () => call(liveControlOps.microphoneAll, { params: { id, v: "false" } }),
              `${K}.mutedAll`,
            )
          }
        >
          {t(`${K}.muteAll`)}
        </Button>
        <Button
          icon={<AudioOutlined />}
          disabled={disabled}
          loading={busy === "unmuteAll"}
          onClick={() =>
            void run(
              "unmuteAll",
              () => call(liveControlOps.microphoneAll, { params: { id, v: "true" } }),
              `${K}.unmutedAll`,
            )
          }
        >
          {t(`${K}.unmuteAll`)}
        </Button>
        <Tooltip title={cannot("dialOut")}>
          <Button
            icon={<PhoneOutlined />}
            disabled={disabled || cannot("dialOut") !== null}
            loading={busy === "connectAll"}
            onClick={() =>
              void run(
                "connectAll",
                () => call(liveControlOps.connectAll, { params: { id, v: "true" } }),
                `${K}.connectedAll`,
              )
            }
          >
            {t(`${K}.connectAll`)}
          </Button>
        </Tooltip>
        <Button
          icon={<DisconnectOutlined />}
          disabled={disabled}
          loading={busy === "disconnectAll"}
          onClick={() =>
            confirm(t(`${K}.confirmDisconnectAll`), t(`${K}.disconnectAll`), () =>
              run(
                "disconnectAll",
                () => call(liveControlOps.connectAll, { params: { id, v: "false" } }),
                `${K}.disconnectedAll`,
              ),
            )
          }
        >
          {t(`${K}.disconnectAll`)}
        </Button>
        <Tooltip title={cannot("dialOut")}>
          <Button
            icon={<RedoOutlined />}
            disabled={disabled || cannot("dialOut") !== null}
            loading={busy === "reconnect"}
            onClick={() =>
              void run(
                "reconnect",
                () => call(participantsOps.call, { params: { id } }),
                "errors.messages.reconnectSucceeded",
              )
            }
          >
            {t(`${K}.reconnect`)}
          </Button>
        </Tooltip>
        <Tooltip title={cannot("dialOut")}>
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            disabled={disabled || cannot("dialOut") !== null}
            onClick={() => onDialog("invite")}
          >
            {t(`${K}.invite`)}
          </Button>
        </Tooltip>
        <MenuButton
          icon={<ClockCircleOutlined />}
          disabled={disabled}
          loading={busy === "extend"}
          items={EXTEND_OPTIONS_MINUTES.map((minutes) => ({
            key: String(minutes),
            label: t(`${K}.extendBy`, { count: minutes }),
          }))}
          onSelect={(key) =>
            void run(
              "extend",
              () => call(liveControlOps.extend, { params: { id }, body: { minutes: Number(key) } }),
              `${K}.extended`,
            )
          }
        >
          {t(`${K}.extend`)} <DownOutlined />
        </MenuButton>
        <Button
          danger
          icon={<PoweroffOutlined />}
          disabled={disabled}
          loading={busy === "end"}
          onClick={() =>
            confirm(t(`${K}.confirmEnd`, { name: meeting?.name }), t(`${K}.end`), () =>
              run(
                "end",
                () => call(meetingReadsOps.endMeeting, { params: { id } }),
                "errors.messages.endSucceeded",
              ),
            )
          }
        >
          {t(`${K}.end`)}
        </Button>
      </Space>
    </Flex>
  );
}, sameProps);
