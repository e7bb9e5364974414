import type { CurrentUser, LoginTypeInfo } from "#contract/auth";
import { authOps } from "#contract/operations/auth";
import { systemOps } from "#contract/operations/system";
import { setLanguage } from "../i18n";
import { takeLoginRead } from "../performance/prefetch/login-reads";
import { call } from "../providers/http/call";

/** The guard's view of the server: each read the nine steps may need (spec §2). */
export const guardDeps = {
  async fetchMobileDomain(): Promise<string | null> {
    const r = await call(systemOps.config, { params: { key: "MOBILE_DOMAIN" } });
    if (!r.ok) throw new Error(r.message);
    return r.data.value || null;
  },
  async fetchLoginType(): Promise<LoginTypeInfo> {
    const r = await takeLoginRead("loginType", () => call(authOps.loginType));
    return r.ok ? r.data : { type: "LOCAL", loginUrl: null };
  },
  async fetchCurrentUser(token: string): Promise<CurrentUser> {
    const r = await call(authOps.currentUser, {}, token ? { headers: { token } } : {});
    if (!r.ok) throw new Error(r.message);
    return r.data;
  },
  setLanguage,
};
