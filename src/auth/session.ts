import type { CurrentUser } from "#contract/auth";
import { STORAGE_KEYS } from "../config/storage-keys";

/** The locally stored login state of spec §4: isLogin flag, token, user info and permissions list. */
export const session = {
  token(): string | null {
    return localStorage.getItem(STORAGE_KEYS.token);
  },
  isLoggedIn(): boolean {
    return (
      localStorage.getItem(STORAGE_KEYS.isLogin) === "true" && !!localStorage.getItem(STORAGE_KEYS.token)
    );
  },
  setToken(token: string): void {
    localStorage.setItem(STORAGE_KEYS.token, token);
  },
  removeToken(): void {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.isLogin);
  },
  user(): CurrentUser | null {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as CurrentUser;
    } catch {
      return null;
    }
  },
  permissions(): string[] {
    const raw = localStorage.getItem(STORAGE_KEYS.permissions);
    if (!raw) return [];
    try {
      const list = JSON.parse(raw);
      return Array.isArray(list) ? list.filter((p): p is string => typeof p === "string") : [];
    } catch {
      return [];
    }
  },
  /** Stores a fresh login (token + user); the authorities become the permissions list. */
  signIn(token: string, user: CurrentUser): void {
    localStorage.setItem(STORAGE_KEYS.token, token);
    session.setUser(user);
    localStorage.setItem(STORAGE_KEYS.isLogin, "true");
  },
  setUser(user: CurrentUser): void {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify(user.authorities ?? []));
  },
  /** Ends the local login; the language choice is kept. */
  clear(): void {
    for (const key of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.isLogin,
      STORAGE_KEYS.user,
      STORAGE_KEYS.permissions,
    ]) {
      localStorage.removeItem(key);
    }
  },
  userAgent(): string {
    return localStorage.getItem(STORAGE_KEYS.userAgent) || "WEB";
  },
  setUserAgent(code: string): void {
    localStorage.setItem(STORAGE_KEYS.userAgent, code);
  },
};
