import { useTranslate } from "@refinedev/core";
import { Space, Spin, Tag, Typography } from "antd";
import { useEffect } from "react";
import { roomsOps } from "#contract/operations/rooms";
import type { RoomOption } from "#contract/rooms";
import type { TimeRange } from "#contract/rules/time-range";
import { Select } from "../../../performance/deferred-ui/lazy-pickers";
import { useRemoteSearch } from "./use-remote-search";
import { type Editing, useRoomBusy } from "./use-room-busy";
import { useRoomLabels } from "./use-room-labels";

interface Props {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  range?: TimeRange;
  editing: Editing;
  /** Names of rooms known so far (from the loaded schedule and the searched pages). */
  names: Readonly<Record<string, string>>;
  onRoomsSeen: (rooms: RoomOption[]) => void;
}

/**
 * The rooms in the caller's authority (GET /device/room/authority/query), searched on the server; each
 * option says whether it is free during the chosen time, and busy chosen rooms are named below.
 */
export function RoomSelect({ id, value = [], onChange, range, editing, names, onRoomsSeen }: Props) {
  const t = useTranslate();
  const { items, loading, error, search, onPopupScroll } = useRemoteSearch(roomsOps.bookable);
  useEffect(() => onRoomsSeen(items), [items, onRoomsSeen]);
  useRoomLabels(value, names, onRoomsSeen);
  const busy = useRoomBusy(range, [...items.map((r) => r.id), ...value], editing);

  const status = (roomId: string) =>
    busy === null ? null : busy.has(roomId) ? (
      <Tag color="red">{t("meetings.schedule.rooms.busy")}</Tag>
    ) : (
      <Tag color="green">{t("meetings.schedule.rooms.free")}</Tag>
    );

  const listed = new Set(items.map((r) => r.id));
  const unlisted: RoomOption[] = value
    .filter((roomId) => !listed.has(roomId))
    .map((roomId) => ({ id: roomId, name: names[roomId] ?? roomId }));
  const options = [...unlisted, ...items].map((room) => ({
    value: room.id,
    text: room.name,
    label: (
      <Space size={4}>
        <span>{room.name}</span>
        {room.locationPath ? <Typography.Text type="secondary">{room.locationPath}</Typography.Text> : null}
        {status(room.id)}
      </Space>
    ),
  }));
  const busyChosen = value.filter((roomId) => busy?.has(roomId));

  return (
    <Space direction="vertical" style={{ width: "100%" }} size={4}>
      <Select
        id={id}
        mode="multiple"
        showSearch
        filterOption={false}
        value={value}
        onChange={onChange}
        onSearch={search}
        onPopupScroll={onPopupScroll}
        optionLabelProp="text"
        options={options}
        loading={loading}
        placeholder={t("meetings.schedule.placeholders.rooms")}
        notFoundContent={loading ? <Spin size="small" /> : (error ?? t("meetings.schedule.rooms.empty"))}
        style={{ width: "100%" }}
      />
      {busyChosen.length > 0 ? (
        <Typography.Text type="warning" role="status">
          {t("meetings.schedule.rooms.busyChosen", {
            rooms: busyChosen.map((roomId) => names[roomId] ?? roomId).join(", "),
          })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
