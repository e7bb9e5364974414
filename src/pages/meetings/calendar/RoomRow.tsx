import { useTranslate } from "@refinedev/core";
import { type KeyboardEvent, memo } from "react";
import type { Occupancy } from "#contract/meetings";
import type { TimeRange } from "#contract/rules/time-range";
import { nextFreeSlot } from "../../../utils/timeline";
import { DayTrack } from "./DayTrack";
import type { BookableRoom } from "./rooms-query";
import type { SlotSettings } from "./use-calendar-data";

interface Props {
  room: BookableRoom;
  windows: readonly TimeRange[];
  bookings: readonly Occupancy[];
  now: number;
  settings: SlotSettings;
  showNowLine: boolean;
  onBook: (roomId: string, slot: TimeRange) => void;
  onNoFreeSlot: (room: BookableRoom) => void;
}

/**
 * One room: its name, then one track per shown day. The tracks together take the keyboard focus:
 * Enter (or Space) books the room's next free slot at or after now in the shown days.
 */
export const RoomRow = memo(function RoomRow({
  room,
  windows,
  bookings,
  now,
  settings,
  showNowLine,
  onBook,
  onNoFreeSlot,
}: Props) {
  const t = useTranslate();
  const book = (slot: TimeRange) => onBook(room.id, slot);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    const slot = nextFreeSlot(windows, { now, bookings, ...settings });
    if (slot) book(slot);
    else onNoFreeSlot(room);
  };

  return (
    <div className="room-calendar-row" data-testid={`room-row-${room.id}`}>
      <div className="room-calendar-room">
        <span className="room-calendar-room-name" title={room.name}>
          {room.name}
        </span>
        {room.locationPath && (
          <span className="room-calendar-room-path text-secondary" title={room.locationPath}>
            {room.locationPath}
          </span>
        )}
      </div>
      {/* A focusable group, not a button: it holds the bars, which are buttons of their own. */}
      {/* biome-ignore lint/a11y/useSemanticElements: no native element groups focusable tracks */}
      <div
        className="room-calendar-tracks"
        role="group"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the row's free time is booked with Enter (keyboard access)
        tabIndex={0}
        aria-label={t("calendar.rowLabel", { room: room.name })}
        onKeyDown={onKeyDown}
      >
        {windows.map((window) => (
          <DayTrack
            key={window.start}
            window={window}
            bookings={bookings}
            now={now}
            settings={settings}
            showNowLine={showNowLine}
            onBook={book}
          />
        ))}
      </div>
    </div>
  );
});
