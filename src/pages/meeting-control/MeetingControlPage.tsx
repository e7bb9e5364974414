import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Empty } from "antd";
import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../components/PageFrame";
import { ControlView } from "./ControlView";
import { useControlState } from "./control-state";
import { MeetingListPanel } from "./MeetingListPanel";
import "./meeting-control.css";

/**
 * /device/meeting-control (meetingControl): the running meetings, and the one selected under
 * control. `?meetingId=` (a link from a monitor or /home) selects a meeting; the selection and the
 * filters are kept in local storage (spec §4).
 */
export function MeetingControlPage() {
  const t = useTranslate();
  const [search, setSearch] = useSearchParams();
  const [state, update] = useControlState();
  const linked = search.get("meetingId");

  useEffect(() => {
    if (!linked) return;
    update({ meetingId: linked });
    const next = new URLSearchParams(search);
    next.delete("meetingId");
    setSearch(next, { replace: true });
  }, [linked, search, setSearch, update]);

  const meetingId = linked ?? state.meetingId;
  const dismiss = useCallback(() => update({ meetingId: null }), [update]);

  return (
    <PageFrame
      title={t("meeting-control.title")}
      extra={
        <Button
          icon={state.listHidden ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-expanded={!state.listHidden}
          aria-controls="control-meeting-list"
          onClick={() => update({ listHidden: !state.listHidden })}
        >
          {t(state.listHidden ? "meeting-control.list.show" : "meeting-control.list.hide")}
        </Button>
      }
    >
      <div className={state.listHidden ? "control-layout list-hidden" : "control-layout"}>
        {!state.listHidden && (
          <MeetingListPanel
            selected={meetingId}
            keyword={state.listKeyword}
            onKeyword={(listKeyword) => update({ listKeyword })}
            onSelect={(id) => update({ meetingId: id })}
          />
        )}
        <div className="control-main">
          {meetingId ? (
            <ControlView
              key={meetingId}
              meetingId={meetingId}
              statuses={state.statuses}
              keyword={state.keyword}
              onFilter={update}
              onDismiss={dismiss}
            />
          ) : (
            <Empty description={t("meeting-control.choose")} />
          )}
        </div>
      </div>
    </PageFrame>
  );
}
