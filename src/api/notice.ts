/** Typed calls of notifications: templates (spec §7 /system/template*), the mail server, the outbox, gateways. */
import type { Page } from "#contract/list";
import type {
  MailSettings,
  MailSettingsBody,
  MailTestResult,
  NoticeChannel,
  NoticeGateway,
  NoticeTemplate,
  NoticeTemplateBody,
  OutboxEntry,
} from "#contract/notice";
import { withEncryptedPasswords } from "../auth/password-fields";
import { type ApiResult, http } from "../providers/http/client";

const seg = encodeURIComponent;

export function listTemplates(channel?: NoticeChannel): Promise<ApiResult<Page<NoticeTemplate>>> {
  return http.get("/system/template", { params: channel ? { channel } : {} });
}

/** Silent: the dialog shows messages beside its fields. */
export function saveTemplate(id: string, body: NoticeTemplateBody): Promise<ApiResult<NoticeTemplate>> {
  return http.put(`/system/template/${seg(id)}`, { data: body, silent: true });
}

export function enableTemplate(id: string, enabled: boolean): Promise<ApiResult<NoticeTemplate>> {
  return http.patch(`/system/template/${seg(id)}/${enabled}`);
}

export function getMailSettings(): Promise<ApiResult<MailSettings>> {
  return http.get("/system/notice/mail");
}

/** The password leaves the browser encrypted with the login key; empty keeps the stored one. */
const encrypted = async (body: MailSettingsBody) =>
  (await withEncryptedPasswords(body, ["password"])) as MailSettingsBody;

export async function saveMailSettings(body: MailSettingsBody): Promise<ApiResult<MailSettings>> {
  return http.put("/system/notice/mail", { data: await encrypted(body), silent: true });
}

/** A test message to `to` through the form's settings (saved or not). */
export async function sendTestMail(
  to: string,
  settings: MailSettingsBody,
): Promise<ApiResult<MailTestResult>> {
  return http.post("/system/notice/email", {
    data: { to, settings: await encrypted(settings) },
    silent: true,
  });
}

export type OutboxFilter = {
  page: number;
  size: number;
  status?: OutboxEntry["status"];
};

export function listOutbox(filter: OutboxFilter): Promise<ApiResult<Page<OutboxEntry>>> {
  return http.get("/system/notice/outbox", { params: filter });
}

export function retrySend(id: string): Promise<ApiResult<null>> {
  return http.post(`/system/notice/outbox/${seg(id)}/retry`);
}

export function listGateways(): Promise<ApiResult<NoticeGateway[]>> {
  return http.get("/system/notice/gateways");
}
