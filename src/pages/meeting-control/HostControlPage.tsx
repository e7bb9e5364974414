import { ArrowLeftOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { useNavigate, useParams } from "react-router";
import { PageFrame } from "../../components/PageFrame";
import { ControlView } from "./ControlView";
import { useControlState } from "./control-state";
import "./meeting-control.css";

/**
 * /home/control/:meetingId (login only): a host controls their own meeting from its row on /home;
 * the server allows the host, or meetingControl, and nobody else.
 */
export function HostControlPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { meetingId = "" } = useParams();
  const [state, update] = useControlState();
  return (
    <PageFrame
      title={t("meeting-control.hostTitle")}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/home")}>
          {t("meeting-control.backHome")}
        </Button>
      }
    >
      <ControlView
        key={meetingId}
        meetingId={meetingId}
        statuses={state.statuses}
        keyword={state.keyword}
        onFilter={update}
        onDismiss={() => undefined}
      />
    </PageFrame>
  );
}
