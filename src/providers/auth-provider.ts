import type { AuthProvider } from "@refinedev/core";
import { authOps } from "#contract/operations/auth";
import { session } from "../auth/session";
import { type SignInValues, signIn } from "../auth/sign-in";
import { LOGIN_PATH } from "../routing/route-table";
import { call } from "./http/call";

/**
 * Refine's view of the login state. The shell's login page and guard do the visible work; this keeps
 * Refine's hooks (useGetIdentity, useLogout, usePermissions, useOnError) on the same stored state.
 */
export const authProvider: AuthProvider = {
  async login(values: SignInValues) {
    const result = await signIn(values);
    if (result.ok) return { success: true, redirectTo: "/home" };
    return { success: false, error: { name: "login", message: result.message } };
  },
  async logout() {
    if (session.token()) await call(authOps.logout, {}, { silent: true });
    session.clear();
    return { success: true, redirectTo: LOGIN_PATH };
  },
  async check() {
    if (session.isLoggedIn()) return { authenticated: true };
    const here = window.location.pathname + window.location.search;
    return {
      authenticated: false,
      logout: true,
      redirectTo: `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`,
    };
  },
  async getIdentity() {
    const result = await call(authOps.currentUser);
    if (result.ok) {
      session.setUser(result.data);
      return result.data;
    }
    return session.user();
  },
  async getPermissions() {
    return session.permissions();
  },
  /** The HTTP client already reacted to 401s as spec §8 says (warning, then "/" after 3 s). */
  async onError(error) {
    return { error };
  },
};
