import { FieldNumberOutlined, PlusOutlined, ThunderboltOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Card, Segmented, Space } from "antd";
import { lazy, Suspense, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { LazyPage } from "../../performance/deferred-ui/LazyPage";
import { chunkScreen } from "../../routing/page-chunks";
import { MeetingList, useRefreshMeetings } from "./list/MeetingList";
import { SCHEDULE_CREATE_PATH } from "./routes";
import { LazyMeetingDetailDrawer } from "./shared/LazyMeetingDetailDrawer";

const RoomCalendar = chunkScreen("calendar");
// The two dialogs (antd Form and its validation) come when first opened, not with the list.
const InstantMeetingModal = lazy(() =>
  import("./instant/InstantMeetingModal").then((m) => ({ default: m.InstantMeetingModal })),
);
const JoinByNumberModal = lazy(() =>
  import("./join/JoinByNumberModal").then((m) => ({ default: m.JoinByNumberModal })),
);

type View = "list" | "calendar";

/** /home: the meeting list or the room calendar (?view=), and the ways to start or join a meeting. */
export function MeetingsPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const view: View = search.get("view") === "calendar" ? "calendar" : "list";
  const hostToken = search.get("hostToken");
  const refresh = useRefreshMeetings();
  const [dialog, setDialogState] = useState<"instant" | "join" | null>(null);
  const [opened, setOpened] = useState<{ instant?: true; join?: true }>({});
  const setDialog = (next: "instant" | "join" | null) => {
    if (next) setOpened((was) => ({ ...was, [next]: true }));
    setDialogState(next);
  };

  const switchView = (next: View) => {
    // The list's own keys mean nothing to the calendar: each view starts clean.
    const query = new URLSearchParams();
    if (next === "calendar") query.set("view", "calendar");
    setSearch(query);
  };

  const closeHostLink = () => {
    const next = new URLSearchParams(search);
    next.delete("hostToken");
    setSearch(next, { replace: true });
  };

  return (
    <Card
      title={t("meeting-list.title")}
      extra={
        <Space wrap>
          <Segmented<View>
            value={view}
            onChange={switchView}
            options={[
              { value: "list", label: t("meeting-list.views.list") },
              { value: "calendar", label: t("meeting-list.views.calendar") },
            ]}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SCHEDULE_CREATE_PATH)}>
            {t("meeting-list.actions.schedule")}
          </Button>
          <Button icon={<ThunderboltOutlined />} onClick={() => setDialog("instant")}>
            {t("meeting-list.actions.instant")}
          </Button>
          <Button icon={<FieldNumberOutlined />} onClick={() => setDialog("join")}>
            {t("meeting-list.actions.join")}
          </Button>
        </Space>
      }
    >
      {view === "list" ? <MeetingList /> : <LazyPage screen={RoomCalendar} />}
      <Suspense fallback={null}>
        {opened.instant && (
          <InstantMeetingModal
            open={dialog === "instant"}
            onClose={() => setDialog(null)}
            onStarted={() => void refresh()}
          />
        )}
        {opened.join && <JoinByNumberModal open={dialog === "join"} onClose={() => setDialog(null)} />}
      </Suspense>
      <LazyMeetingDetailDrawer source={hostToken ? { hostToken } : null} onClose={closeHostLink} />
    </Card>
  );
}
