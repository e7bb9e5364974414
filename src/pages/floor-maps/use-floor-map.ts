import { type BaseKey, type HttpError, useInvalidate, useOne, useWarnAboutChange } from "@refinedev/core";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { PlacementsBody } from "#contract/floor-maps";
import { floorMapsOps } from "#contract/operations/floor-maps";
import { call } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import type { Endpoint, ResourceDef } from "../../resource-kit/types";
import { moveRoom, placeRoom, removeRoom, samePlacements, toAssociationBody } from "./positions";
import type { FloorMap, Placement, Point } from "./types";

function endpointString(endpoint: Endpoint | undefined): string | undefined {
  return typeof endpoint === "string" ? endpoint : endpoint?.endpoint;
}

/**
 * The map being edited: the saved record, a local draft of the placements and saving it.
 * The draft is null until the first change, so the saved positions show until then.
 */
export function useFloorMap(def: ResourceDef, id: BaseKey | undefined) {
  const { query, result: record } = useOne<FloorMap, HttpError>({
    resource: def.name,
    id,
    meta: { endpoints: { one: endpointString(def.endpoints.one) ?? floorMapsOps.one.route } },
    queryOptions: { enabled: id !== undefined && id !== "" },
    errorNotification: false,
  });
  const mutation = useMutation({
    mutationFn: async ({ mapId, body }: { mapId: BaseKey; body: PlacementsBody }) =>
      unwrap(await call(floorMapsOps.setRooms, { params: { id: String(mapId) }, body }, { silent: true })),
  });
  const { mutateAsync } = mutation;
  const invalidate = useInvalidate();
  const { setWarnWhen } = useWarnAboutChange();
  const [draft, setDraft] = useState<Placement[] | null>(null);

  const saved = useMemo(() => record?.rooms ?? [], [record]);
  const placements = draft ?? saved;
  const dirty = draft !== null && !samePlacements(draft, saved);

  useEffect(() => {
    setWarnWhen(dirty);
  }, [dirty, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const edit = useCallback(
    (change: (list: Placement[]) => Placement[]) => setDraft((current) => change(current ?? saved)),
    [saved],
  );

  const place = useCallback((placement: Placement) => edit((list) => placeRoom(list, placement)), [edit]);
  const move = useCallback(
    (roomId: string, point: Point) => edit((list) => moveRoom(list, roomId, point)),
    [edit],
  );
  const remove = useCallback((roomId: string) => edit((list) => removeRoom(list, roomId)), [edit]);
  const discard = useCallback(() => setDraft(null), []);

  /** Saves the draft; resolves true when the server took it (errors are thrown to the caller). */
  const save = useCallback(async () => {
    if (id === undefined || draft === null) return;
    await mutateAsync({ mapId: id, body: toAssociationBody(draft) });
    // Other maps may have lost a room to this one, so every cached map is refreshed.
    await invalidate({ resource: def.name, invalidates: ["all"] });
    setDraft(null);
  }, [id, draft, mutateAsync, invalidate, def.name]);

  return {
    record,
    query,
    placements,
    dirty,
    saving: mutation.isPending,
    place,
    move,
    remove,
    discard,
    save,
  };
}
