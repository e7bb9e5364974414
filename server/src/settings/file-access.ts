import { eq, or, type SQL, sql } from "drizzle-orm";
import { appVersions } from "../db/schema.ts";
import { files, floorMaps } from "../db/schema-devices.ts";
import { scheduleFiles } from "../db/schema-meetings.ts";
import { seesLiveSchedule, type Viewer } from "../meetings/visibility.ts";

/**
 * Who may read an uploaded file (its record and its bytes): its uploader; whoever sees a live
 * meeting it is attached to; the device managers (holders of `device`, and SYSTEM) for a floor-map
 * image; anyone logged in for a published app version. Nobody else learns that it exists.
 */
export type FileReader = Viewer;

/** SYSTEM or a holder of `device`: manages the floor maps and their images. */
export function managesDevices(user: Pick<Viewer, "type" | "profile">): boolean {
  return user.type === "SYSTEM" || user.profile.authorities.includes("device");
}

const floorMapImage = () => sql`exists (select 1 from ${floorMaps} where ${floorMaps.fileId} = ${files.id})`;
const appVersionFile = () =>
  sql`exists (select 1 from ${appVersions} where ${appVersions.fileId} = ${files.id})`;

/** The condition on `files` (unaliased) under which `user` may read the row. */
export function readableFile(user: FileReader): SQL {
  const attached = sql`exists (select 1 from ${scheduleFiles} where ${scheduleFiles.fileId} = ${files.id} and ${seesLiveSchedule(user, scheduleFiles.scheduleId)})`;
  return or(
    eq(files.createdBy, user.userId),
    attached,
    managesDevices(user) ? floorMapImage() : undefined,
    appVersionFile(),
  ) as SQL;
}
