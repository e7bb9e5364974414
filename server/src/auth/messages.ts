/** Server messages of the login limits: [zh-CN, en-US]. */
export const LOGIN_LIMIT_MESSAGES = {
  "auth.tooManyFailures": [
    "登录失败次数过多，请在 {minutes} 分钟后重试",
    "Too many failed logins; please try again in {minutes} minutes",
  ],
  "auth.accountPaced": [
    "该账号近期登录失败次数过多，已放慢登录速度，请在 {seconds} 秒后重试",
    "This account has had many failed sign-ins and is slowed down; please try again in {seconds} seconds",
  ],
  "auth.pacedMailSubject": [
    "账号 {account} 登录失败次数异常",
    "Many failed sign-ins to your account {account}",
  ],
  "auth.pacedMailBody": [
    "{name}，您好：\n\n最近 {minutes} 分钟内，有人从 {addresses} 个地址以错误的密码尝试登录您的账号 {account}，共 {count} 次。" +
      "此后对该账号的密码校验已放慢速度；您从常用地址仍可正常登录。\n\n" +
      "如果这些登录不是您本人所为，请登录后修改密码，并告知系统管理员。",
    "Hello {name},\n\nIn the last {minutes} minutes, someone tried to sign in to your account {account} with a " +
      "wrong password {count} times from {addresses} addresses. Password checks for this account are now slowed " +
      "down; you can still sign in as usual from an address you have used before.\n\n" +
      "If this was not you, sign in and change your password, and tell your administrator.",
  ],
} as const satisfies Record<string, readonly [string, string]>;
