import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { memo } from "react";
import type { Participant } from "#contract/participants";
import type { ParticipantFlag } from "../../../api/live";
import { type RowAction, RowActionBar } from "../../../components/RowActionBar";

/** What a roster row can ask for; the page runs it (and confirms what cannot be undone). */
export interface RosterCommands {
  flag(row: Participant, flag: ParticipantFlag, on: boolean): void;
  remove(row: Participant): void;
  move(row: Participant): void;
  /** The meeting has ended, or the caller only watches. */
  disabled: boolean;
}

const K = "meeting-control.roster.actions";

/**
 * Per participant (spec §1 control): microphone and call in the row; main venue, pin to top,
 * speaker, move and remove under "More".
 */
export const ParticipantActions = memo(function ParticipantActions({
  row,
  commands,
}: {
  row: Participant;
  commands: RosterCommands;
}) {
  const t = useTranslate();
  const online = row.parStatus === "ONLINE";
  const connecting = row.parStatus === "CONNECTING";
  const kind = (inMenu: boolean) => (inMenu ? "text" : "link");
  const button = (
    key: string,
    label: string,
    run: () => void,
    options: { danger?: boolean; disabled?: boolean } = {},
  ): RowAction => ({
    key,
    render: ({ inMenu, close }) => (
      <Button
        type={kind(inMenu)}
        size="small"
        danger={options.danger}
        disabled={commands.disabled || options.disabled}
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
      t(row.microphone ? `${K}.mute` : `${K}.unmute`),
      () => commands.flag(row, "microphone", !row.microphone),
      { disabled: !online },
    ),
    button("connect", t(online || connecting ? `${K}.disconnect` : `${K}.connect`), () =>
      commands.flag(row, "connect", !(online || connecting)),
    ),
    button("mainVenue", t(row.isMainVenue ? `${K}.unsetMainVenue` : `${K}.setMainVenue`), () =>
      commands.flag(row, "important", !row.isMainVenue),
    ),
    button("top", t(row.top ? `${K}.unpin` : `${K}.pin`), () => commands.flag(row, "top", !row.top)),
    button(
      "speaker",
      t(row.speaker ? `${K}.speakerOff` : `${K}.speakerOn`),
      () => commands.flag(row, "speaker", !row.speaker),
      { disabled: !online },
    ),
    button("move", t(`${K}.move`), () => commands.move(row)),
    button("remove", t(`${K}.remove`), () => commands.remove(row), { danger: true }),
  ];
  return <RowActionBar actions={actions} />;
});
