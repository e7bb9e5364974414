/** Server messages of notifications (templates, mail server, outbox): [zh-CN, en-US]. */
export const NOTICE_MESSAGES = {
  "notice.unknownPlaceholder": ["未知的占位符：{names}", "Unknown placeholder(s): {names}"],
  "notice.passwordRequired": ["请输入邮件服务器密码", "Enter the mail server password"],
  "notice.notFailed": ["只有发送失败的通知可以重发", "Only a failed notification can be sent again"],
  "notice.notConfigured": [
    "尚未配置邮件服务器，请先保存邮件服务器设置",
    "The mail server is not set up; save the mail server settings first",
  ],
  "notice.testSent": [
    "测试邮件已被邮件服务器接收，请查收 {to}",
    "The mail server accepted the test message; check the inbox of {to}",
  ],
  "notice.testFailed": ["测试邮件发送失败", "The test message could not be sent"],
  "notice.testSubject": ["会议管理平台测试邮件", "Meeting console test message"],
  "notice.testBody": [
    "这是一封测试邮件。收到它说明会议通知可以通过该邮件服务器发送。",
    "This is a test message. Receiving it means meeting notifications can be sent through this mail server.",
  ],
  "notice.icsNumber": ["会议号：{number}", "Meeting number: {number}"],
  "notice.icsPassword": ["会议密码：{password}", "Meeting password: {password}"],
  "notice.icsLink": ["在浏览器中入会：{url}", "Join in a browser: {url}"],
  "notice.icsSeparate": [
    "该周期会议的规则无法在 Outlook 中表达（每月 29–31 日，或有不在规则日期上的场次），已按单场会议分别发送邀请。",
    "Outlook cannot express this series (a monthly day 29-31, or an occurrence off the rule's days), so its invitations went out as separate single meetings.",
  ],
} as const satisfies Record<string, readonly [string, string]>;
