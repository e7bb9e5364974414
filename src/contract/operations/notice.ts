import type { Page } from "#contract/list";
import type {
  MailSettings,
  MailSettingsBody,
  MailTestBody,
  MailTestResult,
  NoticeGateway,
  NoticeTemplate,
  NoticeTemplateBody,
  NoticeTemplateQuery,
  OutboxEntry,
  OutboxQuery,
} from "#contract/notice";
import { op, operations } from "#contract/operation";

export const noticeOps = operations("notice", {
  templates: op<Page<NoticeTemplate>, undefined, NoticeTemplateQuery>("GET /system/template", {
    systemType: true,
  }),
  template: op("GET /system/template/{templateId}", { systemType: true }),
  updateTemplate: op<NoticeTemplate, NoticeTemplateBody>("PUT /system/template/{templateId}", {
    systemType: true,
  }),
  enableTemplate: op<NoticeTemplate>("PATCH /system/template/{templateId}/{enable}", { systemType: true }),
  mail: op<MailSettings>("GET /system/notice/mail", { systemType: true }),
  setMail: op<MailSettings, MailSettingsBody>("PUT /system/notice/mail", { systemType: true }),
  testMail: op<MailTestResult, MailTestBody>(
    "POST /system/notice/email",
    { systemType: true },
    { audit: "read" },
  ),
  outbox: op<Page<OutboxEntry>, undefined, OutboxQuery>("GET /system/notice/outbox", { systemType: true }),
  retry: op<null>("POST /system/notice/outbox/{outboxId}/retry", { systemType: true }),
  gateways: op<NoticeGateway[]>("GET /system/notice/gateways", { systemType: true }),
});
