import { memo, useRef } from "react";
import type { LiveMeeting } from "#contract/live-meetings";
import type { Participant } from "#contract/participants";
import type { ApiResult } from "../../providers/http/client";
import type { ControlDialog } from "./ControlToolbar";
import { InviteDialog } from "./dialogs/InviteDialog";
import { LayoutDialog } from "./dialogs/LayoutDialog";
import { MessageDialog } from "./dialogs/MessageDialog";
import { MoveDialog } from "./dialogs/MoveDialog";
import { PasswordDialog } from "./dialogs/PasswordDialog";
import { WhiteListDialog } from "./dialogs/WhiteListDialog";

interface Props {
  meeting: LiveMeeting;
  /** The roster while a dialog that reads it is open (ROSTER_DIALOGS), else an empty list. */
  rows: readonly Participant[];
  dialog: ControlDialog | null;
  /** The participants the move dialog starts with. */
  moving: readonly string[];
  onClose(): void;
  run(key: string, call: () => Promise<ApiResult<unknown>>, success?: string): Promise<boolean>;
}

/**
 * The control page's dialogs (spec §2: invite, move, layout, message, white list; and the password).
 * A dialog is mounted when first opened and stays so (its closing animation, its state): the ones
 * never opened are not rendered again at each change of the meeting.
 */
export const ControlDialogs = memo(function ControlDialogs({
  meeting,
  rows,
  dialog,
  moving,
  onClose,
  run,
}: Props) {
  const opened = useRef(new Set<ControlDialog>());
  if (dialog) opened.current.add(dialog);
  const mounted = (name: ControlDialog) => opened.current.has(name);
  return (
    <>
      {mounted("invite") && (
        <InviteDialog
          meetingId={meeting.id}
          addressesInMeeting={rows.map((r) => r.callAddress)}
          open={dialog === "invite"}
          onClose={onClose}
          run={run}
        />
      )}
      {mounted("move") && (
        <MoveDialog
          meetingId={meeting.id}
          participants={rows}
          initial={moving}
          open={dialog === "move"}
          onClose={onClose}
          run={run}
        />
      )}
      {mounted("layout") && (
        <LayoutDialog
          meeting={meeting}
          participants={rows}
          open={dialog === "layout"}
          onClose={onClose}
          run={run}
        />
      )}
      {mounted("message") && (
        <MessageDialog meeting={meeting} open={dialog === "message"} onClose={onClose} run={run} />
      )}
      {mounted("whiteList") && (
        <WhiteListDialog
          meetingId={meeting.id}
          locked={meeting.locked}
          open={dialog === "whiteList"}
          onClose={onClose}
          run={run}
        />
      )}
      {mounted("password") && (
        <PasswordDialog meeting={meeting} open={dialog === "password"} onClose={onClose} run={run} />
      )}
    </>
  );
});
