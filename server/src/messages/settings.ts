/** Server messages of the system settings tabs, feedback and the profile: [zh-CN, en-US]. */
export const SETTINGS_MESSAGES = {
  "feedback.tooMany": [
    "一小时内发送的反馈过多，请稍后再试",
    "You have sent a lot of feedback in the last hour; try again later",
  ],
} as const satisfies Record<string, readonly [string, string]>;
