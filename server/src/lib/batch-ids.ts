import { fieldError } from "../errors.ts";
import type { JsonSchema } from "./schemas.ts";

/** Batch bodies `{ ids: string[] }` (1..500 ids) and comma-separated id lists in paths. */
export const MAX_BATCH_IDS = 500;

export const idsBodySchema: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["ids"],
  properties: {
    ids: {
      type: "array",
      minItems: 1,
      maxItems: MAX_BATCH_IDS,
      items: { type: "string", minLength: 1, maxLength: 64 },
    },
  },
};

export interface IdsBody {
  ids: string[];
}

export const uniqueIds = (ids: readonly string[]): string[] => [...new Set(ids)];

/** `a,b,c` -> distinct ids; an empty, over-long or over-sized list is a 400 on `field`. */
export function commaIds(text: string, field = "id"): string[] {
  const ids = uniqueIds(
    text
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );
  if (ids.length === 0 || ids.length > MAX_BATCH_IDS || ids.some((id) => id.length > 64)) {
    throw fieldError({ [field]: "validation.invalid" });
  }
  return ids;
}

/** Ids a list may be filtered by (`?ids=a,b`, `?roomIds=`): at most this many. */
export const MAX_FILTER_IDS = 200;

/** `a,b,c` -> distinct ids, 1..MAX_FILTER_IDS of them, else a 400 on `field`. */
export function filterIds(text: string, field = "ids"): string[] {
  const ids = commaIds(text, field);
  if (ids.length > MAX_FILTER_IDS) throw fieldError({ [field]: "validation.items" });
  return ids;
}
