import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { type DragEvent, type MouseEvent, useCallback, useRef } from "react";
import { MapMarker } from "./MapMarker";
import { toFraction } from "./positions";
import { ROOM_DRAG_TYPE, readDraggedRoom } from "./room-drag";
import type { Placement, Point, RoomOption } from "./types";

interface Props {
  imageUrl: string;
  imageAlt: string;
  placements: readonly Placement[];
  /** The room chosen in the picker, placed by the next click on the image. */
  selected: RoomOption | null;
  onPlace: (placement: Placement) => void;
  onMove: (roomId: string, point: Point) => void;
}

const CENTRE: Point = { x: 0.5, y: 0.5 };

/** The floor image with its markers; a room is dropped on it, or chosen in the picker then clicked. */
export function FloorMapCanvas({ imageUrl, imageAlt, placements, selected, onPlace, onMove }: Props) {
  const t = useTranslate();
  const surface = useRef<HTMLDivElement>(null);
  const surfaceRect = useCallback(() => surface.current?.getBoundingClientRect(), []);

  const pointAt = (clientX: number, clientY: number) => {
    const rect = surfaceRect();
    return rect ? toFraction(clientX, clientY, rect) : null;
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!selected) return;
    const point = pointAt(event.clientX, event.clientY);
    if (point) onPlace({ roomId: selected.id, roomName: selected.name, ...point });
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!Array.from(event.dataTransfer.types ?? []).includes(ROOM_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const room = readDraggedRoom(event.dataTransfer);
    if (!room) return;
    event.preventDefault();
    const point = pointAt(event.clientX, event.clientY);
    if (point) onPlace({ roomId: room.id, roomName: room.name, ...point });
  };

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer placing; the keyboard equivalent is the "place in the centre" button below */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: same as above */}
      <div
        ref={surface}
        className={`floor-map-surface${selected ? " floor-map-surface-placing" : ""}`}
        data-testid="floor-map-surface"
        onClick={onClick}
        onDragOver={onDragOver}
        onDrop={onDrop}
      >
        <img className="floor-map-image" src={imageUrl} alt={imageAlt} draggable={false} />
        {placements.map((placement) => (
          <MapMarker key={placement.roomId} placement={placement} surfaceRect={surfaceRect} onMove={onMove} />
        ))}
      </div>
      {selected ? (
        <div>
          <Button
            size="small"
            onClick={() => onPlace({ roomId: selected.id, roomName: selected.name, ...CENTRE })}
          >
            {t("floor-map-editor.canvas.placeCentre", { name: selected.name })}
          </Button>
        </div>
      ) : null}
    </>
  );
}
