/** Bilingual server messages (zh-CN default, en-US), chosen by the request's `language` header. */
export type Lang = "zh-CN" | "en-US";

import { AUDIT_MESSAGES } from "./audit/messages.ts";
import { LOGIN_LIMIT_MESSAGES } from "./auth/messages.ts";
import { SSO_MESSAGES } from "./auth/sso/messages.ts";
import { CALENDAR_FEED_MESSAGES } from "./calendar-feeds/messages.ts";
import { DEVICE_INTAKE_MESSAGES } from "./device-intake/messages.ts";
import { DEVICES_MESSAGES } from "./devices/messages.ts";
import { DOOR_SCREEN_MESSAGES } from "./door-screens/messages.ts";
import { LIVE_MESSAGES } from "./live/messages.ts";
import { MEETING_READS_MESSAGES } from "./meetings/messages.ts";
import { NOTICE_MESSAGES } from "./notifications/messages.ts";
import { LDAP_MESSAGES } from "./people/ldap/messages.ts";
import { PEOPLE_MESSAGES } from "./people/messages.ts";
import { REPORTS_MESSAGES } from "./reports/messages.ts";
import { OPERATION_MESSAGES } from "./rooms/messages.ts";
import { MEETINGS_MESSAGES } from "./schedules/messages.ts";
import { APP_PACKAGE_MESSAGES, LICENCE_MESSAGES, OPEN_API_MESSAGES } from "./settings/licences/messages.ts";
import { SETTINGS_MESSAGES } from "./settings/messages.ts";

const MESSAGES = {
  ...OPERATION_MESSAGES,
  ...DEVICES_MESSAGES,
  ...DEVICE_INTAKE_MESSAGES,
  ...DOOR_SCREEN_MESSAGES,
  ...MEETINGS_MESSAGES,
  ...MEETING_READS_MESSAGES,
  ...LIVE_MESSAGES,
  ...PEOPLE_MESSAGES,
  ...SSO_MESSAGES,
  ...LOGIN_LIMIT_MESSAGES,
  ...LDAP_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...NOTICE_MESSAGES,
  ...LICENCE_MESSAGES,
  ...APP_PACKAGE_MESSAGES,
  ...OPEN_API_MESSAGES,
  ...REPORTS_MESSAGES,
  ...AUDIT_MESSAGES,
  ...CALENDAR_FEED_MESSAGES,
  ok: ["成功", "Success"],
  "validation.required": ["不能为空", "is required"],
  "validation.type": ["类型不正确，应为 {type}", "must be of type {type}"],
  "validation.minLength": ["长度不能少于 {limit} 个字符", "must be at least {limit} characters"],
  "validation.maxLength": ["长度不能超过 {limit} 个字符", "must be at most {limit} characters"],
  "validation.pattern": ["格式不正确", "has an invalid format"],
  "validation.minimum": ["不能小于 {limit}", "must be at least {limit}"],
  "validation.maximum": ["不能大于 {limit}", "must be at most {limit}"],
  "validation.enum": ["必须是以下之一：{values}", "must be one of: {values}"],
  "validation.items": ["数量超出范围", "has too many or too few items"],
  "validation.invalid": ["值无效", "is invalid"],
  "validation.summary": ["输入有误，请检查标出的字段", "Some fields are invalid; please check them"],
  "error.badRequest": ["请求有误", "Bad request"],
  "error.invalidJson": ["请求体不是有效的 JSON", "The request body is not valid JSON"],
  "error.tokenInvalid": ["未授权，请重新登录", "Not authorised, please log in again"],
  "error.reLogin": ["您的账号已在别处登录", "Your account has logged in elsewhere"],
  "error.unauthorized": ["无权操作，请重新登录", "No permission to operate, please log in again"],
  "error.forbidden": ["您没有权限，请联系管理员", "You have no permission; please contact the administrator"],
  "error.notFound": ["资源不存在", "Resource not found"],
  "error.methodNotAllowed": ["不支持该请求方法", "Method not allowed"],
  "error.uriTooLong": ["请求地址过长", "The request address is too long"],
  "error.payloadTooLarge": ["请求体过大", "The request body is too large"],
  "error.unsupportedMediaType": ["不支持的内容类型", "Unsupported content type"],
  "error.tooManyRequests": ["请求过于频繁，请稍后重试", "Too many requests; please try again later"],
  "error.internal": ["服务器内部错误", "Internal server error"],
  "auth.captchaInvalid": ["验证码错误或已过期", "The captcha is wrong or has expired"],
  "auth.badCredentials": ["账号或密码错误", "Account or password is incorrect"],
  "auth.accountDisabled": [
    "账号已被禁用，请联系管理员",
    "This account is disabled; please contact the administrator",
  ],
  "auth.passwordUnreadable": [
    "密码无法解密，请刷新页面后重试",
    "The password could not be decrypted; please reload the page and try again",
  ],
  "auth.nonceReused": ["该请求已被使用，请重新提交", "This request was already used; please submit again"],
  "password.oldWrong": ["原密码不正确", "The old password is incorrect"],
  "password.length": [
    "密码长度须为 {min}–{max} 个字符",
    "The password must be {min} to {max} characters long",
  ],
  "password.classes": [
    "密码须至少包含大写字母、小写字母、数字、符号中的 {classes} 类",
    "The password must contain at least {classes} of: upper-case letters, lower-case letters, digits, symbols",
  ],
  "password.containsAccount": ["密码不能包含账号", "The password must not contain the account name"],
  "password.sameAsOld": ["新密码不能与原密码相同", "The new password must differ from the old one"],
  "config.invalidValue": ["该配置项的值无效", "The value is not valid for this setting"],
  "productConfig.dividesHour": ["必须能整除 60", "must divide 60 evenly"],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function langOf(header: unknown): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === "string" && value.toLowerCase().startsWith("en") ? "en-US" : "zh-CN";
}

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const [zh, en] = MESSAGES[key];
  const template = lang === "en-US" ? en : zh;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}
