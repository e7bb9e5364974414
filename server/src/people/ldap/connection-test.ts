import { performance } from "node:perf_hooks";
import type { LdapSettingsBody, LdapTestResult } from "#contract/ldap";
import type { AppContext } from "../../context.ts";
import { type Lang, t } from "../../i18n.ts";
import { openDirectory, searchUsers } from "./directory.ts";
import { DirectoryError } from "./errors.ts";
import { formConnection } from "./settings.ts";

/** "Test connection": the form's settings, saved or not; reach, bind, and count what the filter finds. */
const SAMPLE = 5;

export async function testConnection(
  ctx: AppContext,
  body: LdapSettingsBody,
  lang: Lang,
): Promise<LdapTestResult> {
  const started = performance.now();
  const elapsedMs = () => Math.round(performance.now() - started);
  try {
    const connection = await formConnection(ctx, body);
    const client = await openDirectory(connection);
    let users = 0;
    const sample: string[] = [];
    try {
      for await (const page of searchUsers(client, connection)) {
        users += page.length;
        for (const entry of page) if (sample.length < SAMPLE && entry.account) sample.push(entry.account);
      }
    } finally {
      await client.unbind().catch(() => undefined);
    }
    return {
      ok: true,
      failure: null,
      message: t(lang, "ldap.testOk", { users }),
      detail: null,
      users,
      sample,
      elapsedMs: elapsedMs(),
    };
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    return {
      ok: false,
      failure: error.failure,
      message: t(lang, `ldap.failure.${error.failure}`),
      detail: error.detail,
      users: null,
      sample: [],
      elapsedMs: elapsedMs(),
    };
  }
}
