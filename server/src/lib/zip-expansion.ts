import { inflateRawSync } from "node:zlib";

/**
 * How far a zip archive expands, decided before any library unpacks it: a 409 kB XLSX can expand to
 * hundreds of megabytes. The central directory's sizes are summed first (cheap, no inflating), then
 * each entry is inflated with an output cap of its declared size, so an entry that lies about its
 * size is caught after at most `limit` bytes in all. ZIP64 archives are refused: an upload of a few
 * megabytes never needs them.
 */
export type ZipExpansion = "ok" | "tooLarge" | "malformed";

interface ZipEntry {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;

function endOfCentralDirectory(data: Buffer): number {
  const earliest = Math.max(0, data.length - EOCD_SIZE - 0xffff);
  for (let at = data.length - EOCD_SIZE; at >= earliest; at--) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/** The central directory's entries, or null when it is missing, truncated, ZIP64 or inconsistent. */
export function zipEntries(data: Buffer): ZipEntry[] | null {
  const eocd = data.length >= EOCD_SIZE ? endOfCentralDirectory(data) : -1;
  if (eocd < 0) return null;
  const count = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
  if (offset + size > eocd) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + CENTRAL_SIZE > offset + size || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const entry = {
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
    };
    if ([entry.compressedSize, entry.uncompressedSize, entry.localHeaderOffset].includes(0xffffffff)) {
      return null;
    }
    entries.push(entry);
    at += CENTRAL_SIZE + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's compressed bytes, located through its local header. */
function entryData(data: Buffer, entry: ZipEntry): Buffer | null {
  const header = entry.localHeaderOffset;
  if (header + LOCAL_SIZE > data.length || data.readUInt32LE(header) !== LOCAL_SIGNATURE) return null;
  const start = header + LOCAL_SIZE + data.readUInt16LE(header + 26) + data.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  return end <= data.length ? data.subarray(start, end) : null;
}

/** Whether one entry expands to exactly its declared size ("tooLarge" when it expands beyond it). */
function checkEntry(compressed: Buffer, entry: ZipEntry): ZipExpansion {
  if (entry.method === STORED) return compressed.length === entry.uncompressedSize ? "ok" : "malformed";
  if (entry.method !== DEFLATED) return "malformed";
  try {
    const out = inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    return out.length === entry.uncompressedSize ? "ok" : "malformed";
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "tooLarge" : "malformed";
  }
}

export function zipExpansion(data: Buffer, limit: number): ZipExpansion {
  const entries = zipEntries(data);
  if (!entries) return "malformed";
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > limit) return "tooLarge";
  for (const entry of entries) {
    const compressed = entryData(data, entry);
    const verdict = compressed ? checkEntry(compressed, entry) : "malformed";
    if (verdict !== "ok") return verdict;
  }
  return "ok";
}
