/** Sensor import under /device/human-detector/sensor/import (spec §7 "Human detectors and sensors"). */
import { Enum, Obj, type Static, Type } from "#contract/schema";

export const SHEET_FORMATS = ["xlsx", "csv"] as const;
export const SheetFormat = Enum(SHEET_FORMATS);
export type SheetFormat = Static<typeof SheetFormat>;

/** A header-only sheet of the import's columns. */
export const TemplateQuery = Obj({ format: SheetFormat });

/** The template's answer: the sheet's bytes, not enveloped. */
export const SheetBytes = { 200: Type.Unsafe<Uint8Array>({ type: "string", format: "binary" }) };

/** Every row's verdict; the valid rows are imported together. */
export const ImportReport = Obj({
  total: Type.Integer(),
  imported: Type.Integer(),
  failed: Type.Integer(),
  rows: Type.Array(Obj({ row: Type.Integer(), ok: Type.Boolean(), message: Type.Optional(Type.String()) })),
});
export type ImportReport = Static<typeof ImportReport>;
