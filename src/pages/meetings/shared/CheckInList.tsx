import { useTranslate } from "@refinedev/core";
import { Typography } from "antd";
import { useEffect, useState } from "react";
import type { MeetingCheckIn } from "#contract/door-screens";
import { doorScreensOps } from "#contract/operations/door-screens";
import { call } from "../../../providers/http/call";
import { formatTime } from "./meeting-time";

/** Where and when the meeting was checked in on its rooms' door screens. */
export function CheckInList({ meetingId }: { meetingId: string }) {
  const t = useTranslate();
  const [checkIns, setCheckIns] = useState<MeetingCheckIn[] | null>(null);
  useEffect(() => {
    let live = true;
    void call(doorScreensOps.meetingCheckIns, { params: { id: meetingId } }, { silent: true }).then(
      (result) => {
        if (live) setCheckIns(result.ok ? result.data : []);
      },
    );
    return () => {
      live = false;
    };
  }, [meetingId]);
  if (checkIns === null) return null;
  return (
    <section>
      <Typography.Title level={5}>{t("meeting-list.detail.checkIns")}</Typography.Title>
      {checkIns.length === 0 ? (
        <Typography.Text type="secondary">{t("meeting-list.detail.noCheckIns")}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {checkIns.map((c) => (
            <li key={c.roomId}>
              {t("meeting-list.detail.checkedIn", { room: c.roomName, time: formatTime(c.checkedInAt) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
