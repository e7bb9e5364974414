import { EnvironmentFilled } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Tooltip } from "antd";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { nudge, toFraction, toPercent } from "./positions";
import type { Placement, Point } from "./types";

interface Props {
  placement: Placement;
  /** The image's rectangle on screen, to turn a drag into fractions. */
  surfaceRect: () => DOMRect | undefined;
  onMove: (roomId: string, point: Point) => void;
}

/** A placed room: a button that is dragged with the pointer and nudged with the arrow keys. */
export function MapMarker({ placement, surfaceRect, onMove }: Props) {
  const t = useTranslate();
  const dragging = useRef(false);
  const { roomId, roomName, x, y, present, peopleCount } = placement;

  const moveTo = (event: PointerEvent<HTMLButtonElement>) => {
    const rect = surfaceRect();
    const point = rect && toFraction(event.clientX, event.clientY, rect);
    if (point) onMove(roomId, point);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragging.current = true;
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current) moveTo(event);
  };

  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nudge({ x, y }, event.key);
    if (!next) return;
    event.preventDefault();
    onMove(roomId, next);
  };

  const position = { x: Math.round(x * 100), y: Math.round(y * 100) };
  return (
    <Tooltip title={t("floor-map-editor.marker.tooltip", { name: roomName, ...position })}>
      <button
        type="button"
        className="floor-map-marker"
        data-room-id={roomId}
        aria-label={t("floor-map-editor.marker.label", { name: roomName, ...position })}
        style={{ left: toPercent(x), top: toPercent(y) }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <EnvironmentFilled aria-hidden />
        <span className="floor-map-marker-name">{roomName}</span>
        {present != null && (
          <span className={`floor-map-marker-occupancy${present ? " is-occupied" : ""}`}>
            {present
              ? t(
                  peopleCount != null
                    ? "floor-map-editor.marker.occupiedBy"
                    : "floor-map-editor.marker.occupied",
                  {
                    count: peopleCount ?? 0,
                  },
                )
              : t("floor-map-editor.marker.free")}
          </span>
        )}
      </button>
    </Tooltip>
  );
}
