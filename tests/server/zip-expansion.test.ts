import ExcelJS from "exceljs";
import { zipEntries, zipExpansion } from "../../server/src/lib/zip-expansion.ts";
import { buildZip, xlsxBomb } from "./zip-builder.ts";

const MB = 1024 * 1024;

describe("zipExpansion", () => {
  it("accepts a real XLSX and reads its central directory", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("s").addRow(["name", "serialNumber"]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(zipEntries(data)?.length).toBeGreaterThan(3);
    expect(zipExpansion(data, 20 * MB)).toBe("ok");
  });

  it("refuses an archive whose declared sizes add up beyond the limit, without inflating it", () => {
    const bomb = xlsxBomb(25 * MB);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(zipExpansion(bomb, 20 * MB)).toBe("tooLarge");
    expect(zipExpansion(bomb, 30 * MB)).toBe("ok");
  });

  it("refuses an entry that expands beyond the size its headers declare", () => {
    expect(zipExpansion(xlsxBomb(25 * MB, 1000), 20 * MB)).toBe("tooLarge");
  });

  it("refuses an entry that expands to less than it declares", () => {
    expect(zipExpansion(buildZip([{ name: "a", data: Buffer.from("abc"), declaredSize: 4 }]), MB)).toBe(
      "malformed",
    );
  });

  it.each([
    ["no bytes", Buffer.alloc(0)],
    ["a zip signature and nothing else", Buffer.from("PK\x03\x04", "latin1")],
    ["a truncated archive", xlsxBomb(1000).subarray(0, 60)],
    ["an archive without its local data", xlsxBomb(1000).subarray(-150)],
  ])("calls %s malformed", (_name, data) => {
    expect(zipExpansion(data, MB)).toBe("malformed");
  });
});
