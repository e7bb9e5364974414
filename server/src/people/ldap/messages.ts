/** Server messages of the directory (LDAP), its synchronisation and the authentication settings: [zh-CN, en-US]. */
export const LDAP_MESSAGES = {
  "ldap.notConfigured": [
    "尚未配置 LDAP 连接，请先保存连接设置",
    "The LDAP connection is not set up; save the connection settings first",
  ],
  "ldap.syncRunning": [
    "已有一个同步正在进行，请等待其完成",
    "A synchronisation is already running; wait for it to finish",
  ],
  "ldap.bindPasswordRequired": ["请输入绑定密码", "Enter the bind password"],
  "ldap.ouTaken": ["该 OU 已有映射", "This OU is already mapped"],
  "ldap.ouNotFound": ["OU 映射不存在", "The OU mapping does not exist"],
  "ldap.deptNotFound": ["部门不存在", "The department does not exist"],
  "ldap.dnInvalid": [
    "DN 格式不正确，例如 ou=Sales,dc=example,dc=com",
    "Not a valid DN, e.g. ou=Sales,dc=example,dc=com",
  ],
  "ldap.filterInvalid": [
    "过滤条件不正确，例如 (objectClass=inetOrgPerson)",
    "Not a valid filter, e.g. (objectClass=inetOrgPerson)",
  ],
  "ldap.testOk": [
    "连接成功：绑定成功，用户过滤条件找到 {users} 个用户",
    "Connected: the bind succeeded and the user filter finds {users} user(s)",
  ],
  "ldap.passwordInDirectory": [
    "该用户来自 LDAP 目录，请在目录中修改其密码",
    "This user comes from the LDAP directory; change the password in the directory",
  ],
  "ldap.loginUnavailable": [
    "暂时无法连接 LDAP 目录，请稍后重试或联系管理员",
    "The LDAP directory cannot be reached; try again later or contact the administrator",
  ],
  "ldap.failure.NOT_CONFIGURED": ["尚未配置 LDAP 连接", "The LDAP connection is not set up"],
  "ldap.failure.KEY_UNREADABLE": [
    "无法用本服务器的密钥读出已保存的绑定密码（密钥已更换？），请重新输入绑定密码",
    "The stored bind password cannot be read with this server's key (was the key changed?); enter the bind password again",
  ],
  "ldap.failure.CONNECT_FAILED": [
    "无法连接 LDAP 服务器，请检查地址、端口和网络",
    "Cannot reach the LDAP server; check the address, the port and the network",
  ],
  "ldap.failure.BIND_FAILED": [
    "LDAP 绑定失败：绑定 DN 或密码不正确，未做任何更改",
    "The LDAP bind failed: the bind DN or password is wrong; nothing was changed",
  ],
  "ldap.failure.BASE_NOT_FOUND": [
    "目录中不存在该基准 DN，未做任何更改",
    "The base DN does not exist in the directory; nothing was changed",
  ],
  "ldap.failure.SEARCH_FAILED": [
    "查询目录用户失败（请检查用户过滤条件），未做任何更改",
    "Searching the directory failed (check the user filter); nothing was changed",
  ],
  "ldap.failure.EMPTY_DIRECTORY": [
    "目录没有返回任何用户，为防止误禁用所有同步用户，未做任何更改",
    "The directory answered no users; to avoid disabling every synchronised user, nothing was changed",
  ],
  "ldap.failure.INTERRUPTED": [
    "同步被中断（服务器停止或重启），已写入的部分保留，可再次同步",
    "The synchronisation was interrupted (the server stopped); what was written stays, and a new synchronisation completes it",
  ],
  "ldap.failure.WRITE_FAILED": [
    "写入用户时出错，已写入的部分保留，可再次同步",
    "Writing the users failed; what was written stays, and a new synchronisation completes it",
  ],
  "ldap.problem.ACCOUNT_MISSING": ["条目没有账号属性", "The entry has no account attribute"],
  "ldap.problem.ACCOUNT_INVALID": [
    "账号不合规（仅限字母、数字和 ._@-，至多 64 个字符）",
    "The account is not valid (letters, digits and ._@- only, at most 64 characters)",
  ],
  "ldap.problem.ACCOUNT_LOCAL": [
    "已有同名的本地账号，未覆盖",
    "A local account of the same name exists; it was not taken over",
  ],
  "ldap.problem.ACCOUNT_DUPLICATE": [
    "目录中有多个条目使用该账号，只同步了第一个",
    "Several entries of the directory use this account; only the first was synchronised",
  ],
  "ldap.problem.ID_MISSING": [
    "条目没有唯一标识属性，无法跟踪",
    "The entry has no unique id attribute, so it cannot be followed",
  ],
  "authSettings.ldapNotConfigured": [
    "请先在同步设置中配置 LDAP 连接",
    "Set up the LDAP connection in the synchronisation settings first",
  ],
  "authSettings.loginUrlMissing": [
    "该登录方式需要外部登录地址（LOGIN_URL）",
    "This login type needs the external login address (LOGIN_URL)",
  ],
} as const satisfies Record<string, readonly [string, string]>;
