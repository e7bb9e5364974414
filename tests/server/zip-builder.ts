import { deflateRawSync } from "node:zlib";

/**
 * Hand-made zip archives for the upload tests: deflated entries whose central directory may
 * declare another uncompressed size than the real one (a lying zip bomb).
 */
export interface ZipInput {
  name: string;
  data: Buffer;
  /** The uncompressed size written into the headers; the real one when absent. */
  declaredSize?: number;
}

type Field = [offset: number, bytes: 2 | 4, value: number];

function record(size: number, fields: Field[]): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [offset, bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value, offset);
  }
  return buffer;
}

export function buildZip(inputs: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const input of inputs) {
    const name = Buffer.from(input.name, "utf8");
    const compressed = deflateRawSync(input.data);
    const size = input.declaredSize ?? input.data.length;
    const local = record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [8, 2, 8],
      [18, 4, compressed.length],
      [22, 4, size],
      [26, 2, name.length],
    ]);
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, 8],
      [20, 4, compressed.length],
      [24, 4, size],
      [28, 2, name.length],
      [42, 4, offset],
    ]);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, inputs.length],
    [10, 2, inputs.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** An XLSX-looking zip bomb: a worksheet part of `bytes` spaces, and what the headers say of it. */
export function xlsxBomb(bytes: number, declaredSize?: number): Buffer {
  return buildZip([
    { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
    { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
    { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(bytes, 0x20), declaredSize },
  ]);
}
