/** Server messages of licences, client packages and the open API: [zh-CN, en-US]. */
export const LICENCE_MESSAGES = {
  "licence.problem.MALFORMED": [
    "这不是许可证文件，请选择收到的 .lic 文件",
    "This is not a licence file; choose the .lic file you received",
  ],
  "licence.problem.FORGED": [
    "许可证签名无效：文件已被修改，或不是为本产品签发的",
    "The licence signature is not valid: the file was altered or was not issued for this product",
  ],
  "licence.problem.EXPIRED": ["该许可证已于 {date} 过期", "This licence expired on {date}"],
  "licence.problem.OTHER_SERIAL": [
    "该许可证签发给机器序列号 {serial}，不是本系统的序列号",
    "This licence was issued for machine serial {serial}, not this installation's",
  ],
  "licence.problem.OVER_USE": [
    "该许可证允许 {limit} 个会议室，但系统中已有 {used} 个；请删除会议室或申请更大的许可证",
    "This licence allows {limit} rooms but {used} exist; delete rooms or ask for a larger licence",
  ],
  "licence.duplicate": ["该许可证已上传过", "This licence has already been uploaded"],
  "licence.roomLimit": [
    "许可证允许的 {limit} 个会议室已全部使用，请上传允许更多会议室的许可证",
    "All {limit} rooms the licence allows are in use; upload a licence with more rooms",
  ],
} as const;

export const APP_PACKAGE_MESSAGES = {
  "app.typeRefused": [
    "文件内容不是该平台的安装包，可接受：{kinds}",
    "The file's content is not a package for this platform; accepted: {kinds}",
  ],
  "app.versionFormat": [
    "版本号只能包含字母、数字和 . + _ -，例如 5.2.1",
    "A version holds letters, digits and . + _ - only, e.g. 5.2.1",
  ],
  "app.versionTaken": ["该平台已有此版本号", "This platform already has this version"],
} as const;

export const OPEN_API_MESSAGES = {
  "openApi.systemAccount": [
    "不能选择系统管理员账号：开放 API 不应拥有系统管理权限，请选择只具有所需角色的账号",
    "A system administrator cannot be chosen: the open API must not run the system; choose an account with only the roles it needs",
  ],
  "openApi.disabledAccount": ["该账号已被禁用", "This account is disabled"],
  "openApi.noAccount": [
    "请先选择开放 API 代表的账号，再生成密钥",
    "Choose the account the open API acts as before generating a secret",
  ],
} as const;
