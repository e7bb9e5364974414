/** Keys of everything the console keeps in localStorage (spec §4 "Login state"). */
export const STORAGE_KEYS = {
  token: "token",
  isLogin: "isLogin",
  permissions: "permissions",
  user: "userInfo",
  language: "language",
  userAgent: "userAgent",
} as const;
