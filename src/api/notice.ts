/** Typed calls of notifications: templates (spec §7), the mail server, the outbox, gateways. */
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
import { noticeOps } from "#contract/operations/notice";
import { withEncryptedPasswords } from "../auth/password-fields";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

export function listTemplates(channel?: NoticeChannel): Promise<ApiResult<Page<NoticeTemplate>>> {
  return call(noticeOps.templates, { query: channel ? { channel } : {} });
}

/** Silent: the dialog shows messages beside its fields. */
export function saveTemplate(id: string, body: NoticeTemplateBody): Promise<ApiResult<NoticeTemplate>> {
  return call(noticeOps.updateTemplate, { params: { templateId: id }, body }, { silent: true });
}

export function enableTemplate(id: string, enabled: boolean): Promise<ApiResult<NoticeTemplate>> {
  return call(noticeOps.enableTemplate, { params: { templateId: id, enable: String(enabled) } });
}

export function getMailSettings(): Promise<ApiResult<MailSettings>> {
  return call(noticeOps.mail);
}

/** The password leaves the browser encrypted with the login key; empty keeps the stored one. */
const encrypted = async (body: MailSettingsBody) =>
  (await withEncryptedPasswords(body, ["password"])) as MailSettingsBody;

export async function saveMailSettings(body: MailSettingsBody): Promise<ApiResult<MailSettings>> {
  return call(noticeOps.setMail, { body: await encrypted(body) }, { silent: true });
}

/** A test message to `to` through the form's settings (saved or not). */
export async function sendTestMail(
  to: string,
  settings: MailSettingsBody,
): Promise<ApiResult<MailTestResult>> {
  return call(noticeOps.testMail, { body: { to, settings: await encrypted(settings) } }, { silent: true });
}

export type OutboxFilter = {
  page: number;
  size: number;
  status?: OutboxEntry["status"];
};

export function listOutbox(filter: OutboxFilter): Promise<ApiResult<Page<OutboxEntry>>> {
  return call(noticeOps.outbox, { query: filter });
}

export function retrySend(id: string): Promise<ApiResult<null>> {
  return call(noticeOps.retry, { params: { outboxId: id } });
}

export function listGateways(): Promise<ApiResult<NoticeGateway[]>> {
  return call(noticeOps.gateways);
}
