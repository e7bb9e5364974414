import { Button } from "antd";
import { memo } from "react";
import type { Participant } from "#contract/participants";
import { type RowAction, RowActionBar } from "../../../components/RowActionBar";
import type { RosterLabels } from "./roster-labels";

/** The participants operations that set one flag of a participant. */
export type ParticipantFlag = "important" | "microphone" | "speaker" | "connect" | "top";

/** What a roster row can ask for; the page runs it (and confirms what cannot be undone). */
export interface RosterCommands {
  flag(row: Participant, flag: ParticipantFlag, on: boolean): void;
  remove(row: Participant): void;
  move(row: Participant): void;
  /** The meeting has ended, or the caller only watches. */
  disabled: boolean;
  /** Why the meeting's bridge moves nobody (an SFU); null: it can. */
  cannotMove?: string | null;
  /** Why the meeting's bridge cannot mute what one participant hears (an SFU); null: it can. */
  cannotMuteSpeaker?: string | null;
}

/**
 * Per participant (spec §1 control): microphone and call in the row; main venue, pin to top,
 * speaker, move and remove under "More".
 */
export const ParticipantActions = memo(function ParticipantActions({
  row,
  commands,
  labels,
}: {
  row: Participant;
  commands: RosterCommands;
  labels: RosterLabels;
}) {
  const L = labels.actions;
  const online = row.parStatus === "ONLINE";
  const connecting = row.parStatus === "CONNECTING";
  const kind = (inMenu: boolean) => (inMenu ? "text" : "link");
  const button = (
    key: string,
    label: string,
    run: () => void,
    options: { danger?: boolean; disabled?: boolean; title?: string | null } = {},
  ): RowAction => ({
    key,
    render: ({ inMenu, close }) => (
      <Button
        type={kind(inMenu)}
        size="small"
        danger={options.danger}
        disabled={commands.disabled || options.disabled}
        title={options.title ?? undefined}
        aria-label={`${label} ${row.name}`}
        onClick={() => {
          close();
          run();
        }}
      >
        {label}
      </Button>
    ),
  });

  const actions: RowAction[] = [
    button(
      "microphone",
      row.microphone ? L.mute : L.unmute,
      () => commands.flag(row, "microphone", !row.microphone),
      { disabled: !online },
    ),
    button("connect", online || connecting ? L.disconnect : L.connect, () =>
      commands.flag(row, "connect", !(online || connecting)),
    ),
    button("mainVenue", row.isMainVenue ? L.unsetMainVenue : L.setMainVenue, () =>
      commands.flag(row, "important", !row.isMainVenue),
    ),
    button("top", row.top ? L.unpin : L.pin, () => commands.flag(row, "top", !row.top)),
    button(
      "speaker",
      row.speaker ? L.speakerOff : L.speakerOn,
      () => commands.flag(row, "speaker", !row.speaker),
      { disabled: !online || Boolean(commands.cannotMuteSpeaker), title: commands.cannotMuteSpeaker },
    ),
    button("move", L.move, () => commands.move(row), {
      disabled: Boolean(commands.cannotMove),
      title: commands.cannotMove,
    }),
    button("remove", L.remove, () => commands.remove(row), { danger: true }),
  ];
  return <RowActionBar actions={actions} />;
});
