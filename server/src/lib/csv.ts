/**
 * CSV for spreadsheets (RFC 4180): a field with a quote, comma or line break is quoted, its quotes
 * doubled; lines end in CRLF and a file starts with a BOM so that Excel reads it as UTF-8.
 */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises spreadsheet formulas (CSV injection): "=cmd()" -> "'=cmd()". */
export const safeCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One line of a CSV file, with its line end. */
export const csvLine = (cells: readonly (string | number)[]): string =>
  `${cells.map(csvField).join(",")}\r\n`;
