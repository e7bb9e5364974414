import type { AppPackageKind, AppPlatform } from "#contract/apphub";
import { APP_PLATFORM_KINDS } from "#contract/limits";

/**
 * The kind of a desktop-client package, decided by its bytes (the first bytes, and for a disk
 * image its last 512), never by the client's Content-Type; the name's extension must agree.
 */
export const HEAD_BYTES = 64;
export const TAIL_BYTES = 512;

const at = (data: Buffer, offset: number, bytes: number[] | string): boolean => {
  const expected = typeof bytes === "string" ? Buffer.from(bytes, "latin1") : Buffer.from(bytes);
  return (
    data.length >= offset + expected.length &&
    data.subarray(offset, offset + expected.length).equals(expected)
  );
};

/** `head`: the first HEAD_BYTES; `tail`: the last TAIL_BYTES (the whole file when shorter). */
export function packageKind(head: Buffer, tail: Buffer): AppPackageKind | null {
  if (at(head, 0, "MZ")) return "exe";
  if (at(head, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "msi";
  if (at(head, 0, "xar!")) return "pkg";
  if (at(head, 0, "!<arch>\n") && at(head, 8, "debian-binary")) return "deb";
  if (at(head, 0, [0xed, 0xab, 0xee, 0xdb])) return "rpm";
  if (at(head, 0, [0x7f, 0x45, 0x4c, 0x46]) && at(head, 8, [0x41, 0x49, 0x02])) return "AppImage";
  if (at(head, 0, "PK\u0003\u0004")) return "zip";
  // A UDIF disk image ends with a 512-byte trailer that starts with "koly".
  if (tail.length >= TAIL_BYTES && at(tail, tail.length - TAIL_BYTES, "koly")) return "dmg";
  return null;
}

export const extensionOfKind = (kind: AppPackageKind): string => kind.toLowerCase();

/** The kind when it is one `platform` takes and the file's name ends with its extension; else null. */
export function acceptedPackage(
  platform: AppPlatform,
  name: string,
  head: Buffer,
  tail: Buffer,
): AppPackageKind | null {
  const kind = packageKind(head, tail);
  if (!kind || !(APP_PLATFORM_KINDS[platform] as readonly string[]).includes(kind)) return null;
  return name.toLowerCase().endsWith(`.${extensionOfKind(kind)}`) ? kind : null;
}
