import type { CurrentUser, LoginTypeInfo } from "#contract/auth";
import { getCurrentUser, getLoginType, getSystemConfig } from "../api/auth";
import { setLanguage } from "../i18n";
import { takeLoginRead } from "../performance/prefetch/login-reads";

/** The guard's view of the server: each read the nine steps may need (spec §2). */
export const guardDeps = {
  async fetchMobileDomain(): Promise<string | null> {
    const r = await getSystemConfig("MOBILE_DOMAIN");
    if (!r.ok) throw new Error(r.message);
    return r.data.value || null;
  },
  async fetchLoginType(): Promise<LoginTypeInfo> {
    const r = await takeLoginRead("loginType", getLoginType);
    return r.ok ? r.data : { type: "LOCAL", loginUrl: null };
  },
  async fetchCurrentUser(token: string): Promise<CurrentUser> {
    const r = await getCurrentUser(token);
    if (!r.ok) throw new Error(r.message);
    return r.data;
  },
  setLanguage,
};
