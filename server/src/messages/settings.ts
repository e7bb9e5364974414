/** Server messages of the system settings tabs, feedback and the profile: [zh-CN, en-US]. */
export const SETTINGS_MESSAGES = {
  "feedback.tooMany": [
    "一小时内发送的反馈过多，请稍后再试",
    "You have sent a lot of feedback in the last hour; try again later",
  ],
  "profile.fromDirectory": [
    "您的账号来自 LDAP 目录，姓名、邮箱和电话请在目录中修改",
    "Your account comes from the LDAP directory: change your name, e-mail and phone there",
  ],
  "profile.phoneInvalid": ["电话号码格式不正确", "Not a valid phone number"],
} as const satisfies Record<string, readonly [string, string]>;
