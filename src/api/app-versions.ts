/** Typed calls of the system-upgrade page (spec §7 "App hub"). */
import type { AppPlatform, AppVersion, AppVersionEdit } from "#contract/apphub";
import type { Page } from "#contract/list";
import { apphubOps } from "#contract/operations/apphub";
import { call, upload } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

export function listAppVersions(
  page: number,
  size: number,
  platform: AppPlatform | undefined,
): Promise<ApiResult<Page<AppVersion>>> {
  return call(apphubOps.versions, { query: { page, size, platform } });
}

/** Silent: the dialog shows messages beside its fields. */
export function uploadAppVersion(
  fields: { platform: AppPlatform; version: string; releaseNotes: string | null },
  file: File,
): Promise<ApiResult<AppVersion>> {
  const form = new FormData();
  form.append("platform", fields.platform);
  form.append("version", fields.version);
  if (fields.releaseNotes) form.append("releaseNotes", fields.releaseNotes);
  form.append("file", file);
  return upload(apphubOps.upload, form, {}, { silent: true, timeout: 0 });
}

export function editAppVersion(id: string, body: AppVersionEdit): Promise<ApiResult<AppVersion>> {
  return call(apphubOps.update, { params: { id }, body }, { silent: true });
}

export function deleteAppVersion(id: string): Promise<ApiResult<null>> {
  return call(apphubOps.remove, { params: { id } });
}
