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
  "dict.type.ROOM_TYPE": ["会议室类型", "Room types"],
  "dict.type.ROOM_EQUIPMENT": ["会议室设备", "Room equipment"],
  "dict.valueTaken": ["该字典中已有此值", "This dictionary already has this value"],
  "dict.inUse": [
    "值 {value} 正被 {count} 个会议室使用，不能删除",
    "The value {value} is used by {count} room(s) and cannot be deleted",
  ],
  "dict.full": ["一个字典最多 {limit} 项", "A dictionary holds at most {limit} items"],
  "dict.sortMismatch": [
    "排序须包含该字典的全部条目，且每项一次（列表可能已被他人修改，请刷新）",
    "The order must list every item of the dictionary once (someone may have changed it: refresh)",
  ],
} as const satisfies Record<string, readonly [string, string]>;
