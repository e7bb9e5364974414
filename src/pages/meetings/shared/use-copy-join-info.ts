import { useTranslate } from "@refinedev/core";
import { useCallback } from "react";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call } from "../../../providers/http/call";
import { copyText } from "./copy-text";
import { type JoinInfoSource, joinInfoText } from "./join-info";

/**
 * Copies a meeting's join information and says whether it worked. A password-protected meeting's
 * password is read from its schedule (null there when the caller may not see it).
 */
export function useCopyJoinInfo() {
  const t = useTranslate();
  const { message } = useAppApi();
  return useCallback(
    async (meeting: JoinInfoSource & { scheduleId?: string }, knownPassword?: string | null) => {
      let password = knownPassword ?? null;
      if (password === null && meeting.hasPassword && meeting.scheduleId) {
        const detail = await call(
          meetingReadsOps.schedule,
          { params: { scheduleId: meeting.scheduleId } },
          { silent: true },
        );
        if (detail.ok) password = detail.data.password;
      }
      const copied = await copyText(joinInfoText(meeting, t, password));
      if (copied) message.success(t("meeting-list.copySucceeded"));
      else message.error(t("meeting-list.copyFailed"));
      return copied;
    },
    [t, message],
  );
}
