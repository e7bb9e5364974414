/**
 * The connection settings that hold a secret (the directory's bind password, the mail server's
 * password, the SSO client secret, the MQTT broker's password): the secret leaves the browser encrypted with the login key,
 * and an empty one keeps the stored one. Silent: the forms show messages beside their fields.
 */
import type { DeviceSettings, DeviceSettingsBody } from "#contract/device-intake";
import type { LdapSettings, LdapSettingsBody, LdapTestResult } from "#contract/ldap";
import type { MailSettings, MailSettingsBody, MailTestResult } from "#contract/notice";
import { authOps } from "#contract/operations/auth";
import { deviceIntakeOps } from "#contract/operations/device-intake";
import { ldapOps } from "#contract/operations/ldap";
import { noticeOps } from "#contract/operations/notice";
import { ssoOps } from "#contract/operations/sso";
import type { SsoSettings, SsoSettingsBody, SsoTestResult } from "#contract/sso";
import { encryptPassword } from "../../auth/encrypt-password";
import { withEncryptedPasswords } from "../../auth/password-fields";
import { call } from "../../providers/http/call";
import type { ApiResult } from "../../providers/http/client";

const ldapBody = async (body: LdapSettingsBody) =>
  (await withEncryptedPasswords(body, ["bindPassword"])) as LdapSettingsBody;

export async function saveLdapSettings(body: LdapSettingsBody): Promise<ApiResult<LdapSettings>> {
  return call(ldapOps.update, { body: await ldapBody(body) }, { silent: true });
}

export async function testLdapSettings(body: LdapSettingsBody): Promise<ApiResult<LdapTestResult>> {
  return call(ldapOps.test, { body: await ldapBody(body) }, { silent: true });
}

const mailBody = async (body: MailSettingsBody) =>
  (await withEncryptedPasswords(body, ["password"])) as MailSettingsBody;

export async function saveMailSettings(body: MailSettingsBody): Promise<ApiResult<MailSettings>> {
  return call(noticeOps.setMail, { body: await mailBody(body) }, { silent: true });
}

/** A test message to `to` through the form's settings (saved or not). */
export async function sendTestMail(
  to: string,
  settings: MailSettingsBody,
): Promise<ApiResult<MailTestResult>> {
  return call(noticeOps.testMail, { body: { to, settings: await mailBody(settings) } }, { silent: true });
}

async function ssoBody(body: SsoSettingsBody): Promise<SsoSettingsBody> {
  const secret = body.oidc.clientSecret;
  if (!secret) return { ...body, oidc: { ...body.oidc, clientSecret: undefined } };
  const key = await call(authOps.loginInterface);
  if (!key.ok) throw new Error(key.message);
  return { ...body, oidc: { ...body.oidc, clientSecret: await encryptPassword(key.data.publicKey, secret) } };
}

export async function saveSsoSettings(body: SsoSettingsBody): Promise<ApiResult<SsoSettings>> {
  return call(ssoOps.update, { body: await ssoBody(body) }, { silent: true });
}

export async function testSsoSettings(body: SsoSettingsBody): Promise<ApiResult<SsoTestResult>> {
  return call(ssoOps.test, { body: await ssoBody(body) }, { silent: true });
}

const deviceBody = async (body: DeviceSettingsBody) =>
  (await withEncryptedPasswords(body, ["password"])) as DeviceSettingsBody;

export async function saveDeviceSettings(body: DeviceSettingsBody): Promise<ApiResult<DeviceSettings>> {
  return call(deviceIntakeOps.setSettings, { body: await deviceBody(body) }, { silent: true });
}
