import { performance } from "node:perf_hooks";
import type { MailTestBody, MailTestResult } from "#contract/notice";
import type { AppContext } from "../context.ts";
import { ApiError } from "../errors.ts";
import { type Lang, t } from "../i18n.ts";
import { formMailServer, savedMailServer } from "./mail-settings.ts";
import { mailFailure, sendMail } from "./mailer.ts";

/** POST /system/notice/email: a test message through the form's settings (saved or not) or the stored ones. */
export async function sendTestMail(ctx: AppContext, body: MailTestBody, lang: Lang): Promise<MailTestResult> {
  const server = body.settings ? await formMailServer(ctx, body.settings) : await savedMailServer(ctx);
  if (!server) throw new ApiError(400, "notice.notConfigured");
  const started = performance.now();
  const elapsedMs = () => Math.round(performance.now() - started);
  try {
    await sendMail(server, {
      to: { name: null, address: body.to },
      subject: t(lang, "notice.testSubject"),
      text: t(lang, "notice.testBody"),
    });
    return {
      ok: true,
      message: t(lang, "notice.testSent", { to: body.to }),
      detail: null,
      elapsedMs: elapsedMs(),
    };
  } catch (error) {
    return {
      ok: false,
      message: t(lang, "notice.testFailed"),
      detail: mailFailure(error),
      elapsedMs: elapsedMs(),
    };
  }
}
