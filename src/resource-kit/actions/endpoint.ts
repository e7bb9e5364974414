/**
 * Where a custom action goes (DESIGN.md §4): `{id}` the record's id (or the only selected id),
 * `{ids}` the selection (or the record), `{product}` the configured segment, `{<name>}` a value of
 * the parameter form or a field of the record. Filled by the data provider's own resolver, so a
 * placeholder without a value is an error, never "undefined".
 */
import { type ResolvedEndpoint, resolveEndpointSpec } from "../../providers/data-provider/endpoints";
import type { ActionDef, ResourceDef } from "../types";

export interface ActionTarget {
  record?: Record<string, unknown>;
  ids?: readonly string[];
  /** The parameter form's values. */
  values?: Record<string, unknown>;
}

export function recordId(
  def: Pick<ResourceDef, "idField">,
  record: Record<string, unknown>,
): string | undefined {
  const id = record[def.idField ?? "id"];
  if (typeof id === "string" && id !== "") return id;
  return typeof id === "number" ? String(id) : undefined;
}

export function resolveAction(
  def: Pick<ResourceDef, "idField">,
  action: Pick<ActionDef, "endpoint">,
  target: ActionTarget,
): ResolvedEndpoint {
  const ownId = target.record ? recordId(def, target.record) : undefined;
  const ids = target.ids?.length ? [...target.ids] : ownId !== undefined ? [ownId] : undefined;
  const id = ownId ?? (ids?.length === 1 ? ids[0] : undefined);
  return resolveEndpointSpec(action.endpoint, { ...target.record, ...target.values, id, ids });
}
