/** Server messages of single sign-on: [zh-CN, en-US]. */
export const SSO_MESSAGES = {
  "sso.scopesNeedOpenid": ["范围必须包含 openid", "The scopes must include openid"],
  "sso.grantInvalid": [
    "单点登录已失效或不是在此浏览器中发起的，请重新登录",
    "This sign-in has expired or was not started in this browser; sign in again",
  ],
  "sso.notConfigured": [
    "尚未完成单点登录配置，请先保存其设置",
    "Single sign-on is not set up; save its settings first",
  ],
  "sso.testOidc": ["已读取 OpenID Connect 发现文档", "Read the OpenID Connect discovery document"],
  "sso.testSaml": ["已读取 SAML 身份提供方元数据", "Read the SAML identity provider's metadata"],
  "sso.testCas": ["已连接 CAS 服务器", "Reached the CAS server"],
  "sso.failure.NOT_CONFIGURED": ["单点登录未配置完整", "Single sign-on is not fully set up"],
  "sso.failure.STATE_INVALID": [
    "登录请求无效、已使用或已过期",
    "The sign-in request is unknown, already used or expired",
  ],
  "sso.failure.PROVIDER_UNREACHABLE": ["无法连接身份提供方", "The identity provider cannot be reached"],
  "sso.failure.PROVIDER_REFUSED": ["身份提供方拒绝了登录", "The identity provider refused the sign-in"],
  "sso.failure.RESPONSE_INVALID": [
    "身份提供方的应答无效（签名、签发方或受众不符）",
    "The identity provider's answer is not valid (signature, issuer or audience)",
  ],
  "sso.failure.ACCOUNT_MISSING": [
    "身份提供方的应答中没有可用的账号",
    "The identity provider's answer carries no usable account",
  ],
  "sso.failure.UNKNOWN_ACCOUNT": ["该账号在本系统中不存在", "This account does not exist here"],
  "sso.failure.ACCOUNT_DISABLED": ["该账号已停用", "This account is disabled"],
  "sso.failure.GRANT_INVALID": [
    "单点登录已失效或不是在此浏览器中发起的",
    "This sign-in has expired or was not started in this browser",
  ],
  "authSettings.ssoNotConfigured": [
    "该登录方式需要先完成对应的单点登录配置",
    "This login type needs its single sign-on settings first",
  ],
} as const satisfies Record<string, readonly [string, string]>;
