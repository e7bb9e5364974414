import { useTranslate } from "@refinedev/core";
import { Alert, Empty, Skeleton, Space, Typography } from "antd";
import Search from "antd/es/input/Search";
import { memo, useCallback, useMemo, useState } from "react";
import type { MonitorMeeting } from "#contract/live-monitor";
import { monitorOps } from "#contract/operations/monitor";
import { MeetingStateTag } from "../../components/live/MeetingStateTag";
import { meetingRowRules } from "../../live/monitor-rules";
import { useLanguage } from "../../live/use-language";
import { useLiveRows } from "../../live/use-live-rows";
import { usePainted } from "../../performance/deferred-ui/use-painted";
import { call } from "../../providers/http/call";
import { controlListQuery, RUNNING } from "./first-reads";

const K = "meeting-control.list";

interface Props {
  selected: string | null;
  keyword: string;
  onKeyword(keyword: string): void;
  onSelect(meetingId: string): void;
}

/** One meeting of the list: spec §3 "Control meeting summary" (number "-" when it has none). */
const Summary = memo(function Summary({ row }: { row: MonitorMeeting }) {
  const t = useTranslate();
  useLanguage();
  return (
    <Space direction="vertical" size={2} style={{ width: "100%" }}>
      <span className="meeting-summary-name" title={row.name}>
        {row.name}
      </span>
      <Typography.Text type="secondary" className="meeting-summary-line">
        {t(`${K}.number`)}: {row.networkNumber || "-"} · {t(`${K}.host`)}: {row.host?.name ?? "-"}
      </Typography.Text>
      <Typography.Text type="secondary" className="meeting-summary-line">
        {t(`meeting-list.types.${row.type}`)} · {t(`live.mode.${row.mode}`)} ·{" "}
        {t(`live.cascade.${row.cascadeStatus}`)}
      </Typography.Text>
      <Space size={4} wrap>
        <MeetingStateTag status={row.meetingStatus} reason={row.abnormalReason} />
        <Typography.Text type="secondary">
          {t(`${K}.connected`, { connected: row.totalConnected, total: row.total })}
        </Typography.Text>
      </Space>
    </Space>
  );
});

/** The running meetings to control, kept current by the monitor stream. */
export function MeetingListPanel({ selected, keyword, onKeyword, onSelect }: Props) {
  const t = useTranslate();
  const [text, setText] = useState(keyword);
  const read = useCallback(
    () => call(monitorOps.meetings, { query: controlListQuery(keyword) }, { silent: true }),
    [keyword],
  );
  const rules = useMemo(() => meetingRowRules({ statuses: RUNNING, keyword }), [keyword]);
  const { snapshot, failed } = useLiveRows({ read, rules, queryKey: `control:${keyword}` });
  // The meetings show a frame after the page's first paint: rendered with the page, their tags and
  // texts (~0.05 s at CPU x4) held back the paint of the selected meeting's info.
  const shown = usePainted(snapshot.ready);

  return (
    <nav id="control-meeting-list" className="control-meeting-list" aria-label={t(`${K}.title`)}>
      <Typography.Title level={2} className="section-title">
        {t(`${K}.title`)}
      </Typography.Title>
      <Search
        allowClear
        maxLength={60}
        aria-label={t(`${K}.search`)}
        placeholder={t(`${K}.search`)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value === "") onKeyword("");
        }}
        onSearch={(value) => onKeyword(value.trim())}
        style={{ marginBottom: 8 }}
      />
      {failed && <Alert type="error" showIcon message={failed} />}
      {!snapshot.ready ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !shown ? (
        <div aria-busy="true" />
      ) : snapshot.rows.length === 0 ? (
        <Empty description={t(keyword ? `${K}.emptyFiltered` : `${K}.empty`)} />
      ) : (
        // A plain list: antd's List (with its grid and styles, ~6 kB gzip) drew these rows and no more.
        <ul className="control-meetings">
          {(snapshot.rows as MonitorMeeting[]).map((row) => (
            <li
              key={row.id}
              className={row.id === selected ? "control-meeting is-selected" : "control-meeting"}
            >
              <button
                type="button"
                className="control-meeting-button"
                aria-current={row.id === selected ? "true" : undefined}
                onClick={() => onSelect(row.id)}
              >
                <Summary row={row} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
