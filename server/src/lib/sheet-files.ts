import type ExcelJS from "exceljs";

/** exceljs, loaded on the first spreadsheet: it took some 0.3 s of every start otherwise. */
export const loadExcel = async (): Promise<typeof ExcelJS> => (await import("exceljs")).default;

import type { SheetFormat } from "#contract/sensor-import";
import { fieldError } from "../errors.ts";
import { CSV_BOM, csvLine } from "./csv.ts";
import { zipExpansion } from "./zip-expansion.ts";

/**
 * Spreadsheet files for imports: content checks by magic bytes, and reading CSV or the first XLSX
 * worksheet into rows of plain text (formulas are kept as their text, never evaluated).
 */
export type SheetRow = { row: number; cells: string[] };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** What an XLSX may expand to: far above any sheet of the row limit, far below a zip bomb. */
export const XLSX_MAX_EXPANDED_BYTES = 20 * 1024 * 1024;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** 400 on `file` unless the bytes look like the format (XLSX: a zip; CSV: UTF-8 text without NUL). */
export function assertFormat(data: Buffer, format: SheetFormat): void {
  const refused = fieldError({ file: { key: "import.fileTypeRefused", params: { format } } });
  if (format === "xlsx") {
    if (data.length < 4 || !data.subarray(0, 4).equals(ZIP_MAGIC)) throw refused;
    return;
  }
  if (data.includes(0)) throw refused;
  try {
    utf8.decode(data);
  } catch {
    throw refused;
  }
}

/** RFC 4180 CSV: quoted fields with doubled quotes, CRLF or LF line ends, a leading BOM ignored. */
export function parseCsv(text: string): SheetRow[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endRow = () => {
    cells.push(cell);
    rows.push({ row: rowStart, cells });
    cells = [];
    cell = "";
    rowStart = line;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      line++;
      endRow();
    } else cell += char;
  }
  if (cell !== "" || cells.length > 0) endRow();
  // Rows are numbered as a spreadsheet would show them: CSV lines, counting from 1.
  return rows;
}

/** PostgreSQL text cannot hold U+0000, which an XML character reference could smuggle in. */
function cellText(cell: ExcelJS.Cell): string {
  const text = cell.formula ? `=${cell.formula}` : (cell.text ?? "");
  return text.replaceAll("\u0000", "");
}

/**
 * The rows of the first worksheet; a file exceljs cannot open, or one that would expand beyond
 * XLSX_MAX_EXPANDED_BYTES (checked before exceljs unpacks anything), is a 400 on `file`.
 */
export async function readXlsx(data: Buffer, maxRows: number): Promise<SheetRow[]> {
  const expansion = zipExpansion(data, XLSX_MAX_EXPANDED_BYTES);
  if (expansion === "malformed") throw fieldError({ file: "import.malformed" });
  if (expansion === "tooLarge") {
    const limit = XLSX_MAX_EXPANDED_BYTES / 1024 / 1024;
    throw fieldError({ file: { key: "import.expandsTooLarge", params: { limit } } });
  }
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw fieldError({ file: "import.malformed" });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fieldError({ file: "import.malformed" });
  if (sheet.actualRowCount > maxRows + 1) {
    throw fieldError({ file: { key: "import.tooManyRows", params: { limit: maxRows } } });
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let col = 1; col <= Math.max(row.cellCount, 1); col++) cells.push(cellText(row.getCell(col)));
    rows.push({ row: number, cells });
  });
  return rows;
}

export function readCsv(data: Buffer): SheetRow[] {
  return parseCsv(data.toString("utf8"));
}

/** A header-only template (XLSX or CSV with a BOM so that spreadsheet programs read it as UTF-8). */
export async function templateFile(format: SheetFormat, columns: readonly string[]): Promise<Buffer> {
  if (format === "csv") return Buffer.from(`\uFEFF${columns.join(",")}\r\n`, "utf8");
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet("import");
  sheet.addRow([...columns]);
  sheet.getRow(1).font = { bold: true };
  columns.forEach((name, index) => {
    sheet.getColumn(index + 1).width = Math.max(16, name.length + 4);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An export file: its bytes, its name and its content type. */
export interface TableFile {
  data: Buffer;
  fileName: string;
  contentType: string;
}

/**
 * A table as an export file: CSV (with a BOM) or one XLSX sheet with a bold header and the given
 * column widths. The cells come already made safe (lib/csv.ts safeCell).
 */
export async function tableFile(
  format: SheetFormat,
  table: { header: string[]; rows: (string | number)[][]; sheetName: string; widths: readonly number[] },
  fileName: string,
): Promise<TableFile> {
  const { header, rows } = table;
  if (format === "csv") {
    return {
      data: Buffer.from(CSV_BOM + [header, ...rows].map(csvLine).join(""), "utf8"),
      fileName,
      contentType: "text/csv; charset=utf-8",
    };
  }
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  table.widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
  return {
    data: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
