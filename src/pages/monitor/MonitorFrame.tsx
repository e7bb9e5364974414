import { useTranslate } from "@refinedev/core";
import { Empty, Flex, Table, type TableColumnsType } from "antd";
import Search from "antd/es/input/Search";
import type { SelectProps } from "antd/es/select";
import { type ReactNode, useEffect, useState } from "react";
import { StreamState } from "../../components/live/StreamState";
import { PageFrame } from "../../components/PageFrame";
import { TablePlaceholder } from "../../components/TablePlaceholder";
import type { LiveRows } from "../../live/use-live-rows";
import { Select } from "../../performance/deferred-ui/lazy-pickers";
import { PAGE_SIZES } from "../meetings/shared/url-params";
import type { MonitorState } from "./monitor-state";

interface MonitorFrameProps<Row> {
  title: string;
  /** The page's locale keys: `search`, `statusFilter`, `total`, `empty` and `emptyFiltered` below it. */
  keys: string;
  state: MonitorState;
  update: (patch: Partial<MonitorState>) => void;
  /** The status filter after the keyword search: its value, choices and width. */
  statusFilter: Pick<SelectProps, "mode" | "style" | "value" | "onChange" | "options">;
  /** Further filters after it. */
  filters?: ReactNode;
  filtersAlign?: "center";
  filtered: boolean;
  live: Pick<LiveRows<Row>, "snapshot" | "failed" | "stream">;
  columns: TableColumnsType<Row>;
  scrollX: number;
}

/** A live monitor page: its stream state, the keyword search and status filter, and the paged table of rows. */
export function MonitorFrame<Row extends { id: string }>(props: MonitorFrameProps<Row>) {
  const { keys: K, state, update, live } = props;
  const t = useTranslate();
  const [text, setText] = useState(state.keyword);
  useEffect(() => setText(state.keyword), [state.keyword]);

  return (
    <PageFrame title={props.title} extra={<StreamState status={live.stream} />}>
      <Flex gap={12} wrap align={props.filtersAlign} style={{ marginBottom: 16 }}>
        <Search
          allowClear
          style={{ width: 300 }}
          maxLength={60}
          aria-label={t(`${K}.search`)}
          placeholder={t(`${K}.search`)}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(keyword) => update({ keyword: keyword.trim() })}
        />
        <Select
          allowClear
          aria-label={t(`${K}.statusFilter`)}
          placeholder={t(`${K}.statusFilter`)}
          {...props.statusFilter}
        />
        {props.filters}
      </Flex>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={props.columns}
        dataSource={live.snapshot.rows as Row[]}
        scroll={{ x: props.scrollX }}
        pagination={{
          current: state.current,
          pageSize: state.pageSize,
          total: live.snapshot.total,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t(`${K}.total`, { count: total }),
          onChange: (current, pageSize) => update({ current, pageSize }),
        }}
        locale={{
          emptyText: !live.snapshot.ready ? (
            <TablePlaceholder rows={state.pageSize} />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={live.failed ?? t(props.filtered ? `${K}.emptyFiltered` : `${K}.empty`)}
            />
          ),
        }}
      />
    </PageFrame>
  );
}
