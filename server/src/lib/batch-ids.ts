import { MAX_BATCH_IDS, MAX_FILTER_IDS } from "#contract/limits/wire";
import { fieldError } from "../errors.ts";

/** Comma-separated id lists in paths and filters (batch bodies are the contract's IdsBody). */
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

/** `a,b,c` -> distinct ids, 1..MAX_FILTER_IDS of them, else a 400 on `field`. */
export function filterIds(text: string, field = "ids"): string[] {
  const ids = commaIds(text, field);
  if (ids.length > MAX_FILTER_IDS) throw fieldError({ [field]: "validation.items" });
  return ids;
}
