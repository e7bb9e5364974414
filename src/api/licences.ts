/** Typed calls of the licence page (spec §7 "System config and licence"). */
import type { LicenceRecord, LicenceStatus } from "#contract/licence";
import type { Page } from "#contract/list";
import { type ApiResult, type DownloadedFile, http } from "../providers/http/client";

const seg = encodeURIComponent;

export function getLicenceStatus(): Promise<ApiResult<LicenceStatus>> {
  return http.get("/system/license");
}

export function listLicences(page: number, size: number): Promise<ApiResult<Page<LicenceRecord>>> {
  return http.get("/system/license/list", { params: { page, size } });
}

export function getLicence(id: string): Promise<ApiResult<LicenceRecord>> {
  return http.get(`/system/license/${seg(id)}`);
}

/** Silent: the page shows why a file was refused beside the upload button. */
export function uploadLicence(file: File): Promise<ApiResult<LicenceRecord>> {
  const form = new FormData();
  form.append("file", file);
  return http.upload("/system/license", form, { silent: true });
}

export function deleteLicence(id: string): Promise<ApiResult<null>> {
  return http.delete(`/system/license/${seg(id)}`);
}

export function exportLicence(id: string): Promise<ApiResult<DownloadedFile>> {
  return http.download("get", `/system/license/export/${seg(id)}`);
}
