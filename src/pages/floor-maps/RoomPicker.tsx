import { type CrudFilter, type HttpError, useList, useTranslate } from "@refinedev/core";
import { Empty, List, Spin, Tag, Typography } from "antd";
import Search from "antd/es/input/Search";
import { useState } from "react";
import { roomsOps } from "#contract/operations/rooms";
import { writeDraggedRoom } from "./room-drag";
import type { RoomOption } from "./types";

const PAGE_SIZE = 100;

interface Props {
  /** The map's location: only rooms of its subtree are offered. */
  locationId: string | null;
  placedIds: ReadonlySet<string>;
  selectedId: string | null;
  onSelect: (room: RoomOption | null) => void;
}

/** Rooms that can go on the map: searched by name or code, dragged onto the image or chosen then clicked. */
export function RoomPicker({ locationId, placedIds, selectedId, onSelect }: Props) {
  const t = useTranslate();
  const [keyword, setKeyword] = useState("");
  const filters: CrudFilter[] = [
    { field: "keyword", operator: "contains", value: keyword },
    { field: "locationId", operator: "eq", value: locationId ?? undefined },
  ];
  const { query, result } = useList<RoomOption, HttpError>({
    resource: "rooms",
    meta: { endpoints: { list: roomsOps.list.route } },
    filters,
    sorters: [{ field: "name", order: "asc" }],
    pagination: { currentPage: 1, pageSize: PAGE_SIZE },
    errorNotification: false,
  });
  const rooms = result.data;
  const total = result.total ?? rooms.length;

  const body = query.isError ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={query.error?.message || t("floor-map-editor.rooms.loadFailed")}
    />
  ) : (
    <List<RoomOption>
      size="small"
      dataSource={rooms}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("floor-map-editor.rooms.empty")} />
        ),
      }}
      renderItem={(room) => {
        const selected = room.id === selectedId;
        return (
          <List.Item className="floor-map-room-item">
            <button
              type="button"
              className={`floor-map-room${selected ? " floor-map-room-selected" : ""}`}
              aria-pressed={selected}
              draggable
              onDragStart={(event) => writeDraggedRoom(event.dataTransfer, room)}
              onClick={() => onSelect(selected ? null : room)}
            >
              <span className="floor-map-room-name">{room.name}</span>
              {room.locationPath ? (
                <Typography.Text type="secondary" className="floor-map-room-path">
                  {room.locationPath}
                </Typography.Text>
              ) : null}
              {placedIds.has(room.id) ? <Tag color="blue">{t("floor-map-editor.rooms.placed")}</Tag> : null}
            </button>
          </List.Item>
        );
      }}
    />
  );

  return (
    <div className="floor-map-picker">
      <Search
        allowClear
        placeholder={t("floor-map-editor.rooms.search")}
        aria-label={t("floor-map-editor.rooms.search")}
        onSearch={(value) => setKeyword(value.trim())}
      />
      <Typography.Paragraph type="secondary" className="floor-map-hint">
        {t("floor-map-editor.rooms.hint")}
      </Typography.Paragraph>
      <Spin spinning={query.isLoading}>{body}</Spin>
      {total > rooms.length ? (
        <Typography.Text type="secondary">
          {t("floor-map-editor.rooms.more", { shown: rooms.length, total })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
