/** Typed calls of the licence page (spec §7 "System config and licence"). */
import type { LicenceRecord, LicenceStatus } from "#contract/licence";
import type { Page } from "#contract/list";
import { licencesOps } from "#contract/operations/licences";
import { call, download, upload } from "../providers/http/call";
import type { ApiResult, DownloadedFile } from "../providers/http/client";

export const getLicenceStatus = (): Promise<ApiResult<LicenceStatus>> => call(licencesOps.status);

export function listLicences(page: number, size: number): Promise<ApiResult<Page<LicenceRecord>>> {
  return call(licencesOps.list, { query: { page, size } });
}

export function getLicence(id: string): Promise<ApiResult<LicenceRecord>> {
  return call(licencesOps.one, { params: { id } });
}

/** Silent: the page shows why a file was refused beside the upload button. */
export function uploadLicence(file: File): Promise<ApiResult<LicenceRecord>> {
  const form = new FormData();
  form.append("file", file);
  return upload(licencesOps.upload, form, {}, { silent: true });
}

export function deleteLicence(id: string): Promise<ApiResult<null>> {
  return call(licencesOps.remove, { params: { id } });
}

export function exportLicence(id: string): Promise<ApiResult<DownloadedFile>> {
  return download(licencesOps.export, { params: { id } });
}
