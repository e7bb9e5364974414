import { useEffect, useRef, useState } from "react";
import { type Location, useLocation, useNavigate } from "react-router";
import type { CurrentUser, LoginTypeInfo } from "#contract/auth";
import { session } from "../auth/session";
import type { Language } from "../config/constants";
import { isPhone } from "./device";
import { decideNavigation, type GuardDecision, type GuardEffect, type GuardInput } from "./guard";

export interface NavigationGuardDeps {
  /** System config MOBILE_DOMAIN; a rejection counts as a failed read. */
  fetchMobileDomain(): Promise<string | null>;
  fetchLoginType(): Promise<LoginTypeInfo>;
  /** The current user for a token taken from the URL (send it as the bearer, it is not stored yet). */
  fetchCurrentUser(token: string): Promise<CurrentUser>;
  setLanguage(lng: Language): void | Promise<void>;
  /** Defaults to `isPhone(navigator.userAgent)`. */
  isMobile?: () => boolean;
  /** Defaults to `window.location.assign`. */
  assign?: (url: string) => void;
}

/**
 * Consecutive redirects without reaching a page before the guard gives up (a redirect loop).
 * A second run at the same location (StrictMode) does not redirect again.
 */
const MAX_HOPS = 8;
/** Each need is asked once per run, so a run decides at most this often. */
const MAX_STEPS = 4;

function baseInput(pathname: string, search: string, hash: string, isMobile: boolean): GuardInput {
  return {
    pathname,
    search,
    hash,
    isMobile,
    storedUserAgent: session.userAgent(),
    loggedIn: session.isLoggedIn(),
    permissions: session.permissions(),
    userType: session.user()?.type ?? null,
  };
}

function applyEffects(effects: GuardEffect[], user: CurrentUser | null, deps: NavigationGuardDeps) {
  for (const effect of effects) {
    if (effect === "clearStorage") {
      session.clear();
      continue;
    }
    const { token, userAgent, language } = effect.adopt;
    if (token && user) session.signIn(token, user);
    if (userAgent) session.setUserAgent(userAgent);
    if (language) Promise.resolve(deps.setLanguage(language)).catch(() => undefined);
  }
}

/**
 * Runs the spec §2 guard on every location change. `allowed` is the last location the guard let
 * through: the shell renders that one, so it never shows a page it is about to leave, and the
 * console stays mounted while the guard decides on the next location. `ready` is true when the
 * current location itself has been allowed.
 */
export function useNavigationGuard(deps: NavigationGuardDeps): { ready: boolean; allowed: Location | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const hops = useRef<{ count: number; from: string | null }>({ count: 0, from: null });
  const [allowed, setAllowed] = useState<Location | null>(null);

  const { pathname, search, hash, key } = location;
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    let stale = false;

    const run = async () => {
      const d = depsRef.current;
      const isMobile = d.isMobile ? d.isMobile() : isPhone(navigator.userAgent);
      const resolved: Partial<GuardInput> = {};
      let user: CurrentUser | null = null;
      let decision: GuardDecision = decideNavigation(baseInput(pathname, search, hash, isMobile));
      for (let step = 0; decision.type === "need" && step < MAX_STEPS; step++) {
        if (decision.need === "mobileDomain") {
          resolved.mobileDomain = await d.fetchMobileDomain().catch(() => "failed" as const);
        } else if (decision.need === "loginType") {
          resolved.loginType = await d.fetchLoginType().catch(() => "failed" as const);
        } else {
          user = await d.fetchCurrentUser(decision.token).catch(() => null);
          resolved.currentUserResult = user ? "ok" : "failed";
        }
        if (stale) return;
        decision = decideNavigation({ ...baseInput(pathname, search, hash, isMobile), ...resolved });
      }
      if (decision.type === "need") return;

      applyEffects(decision.effects, user, d);
      if (decision.type === "allow") {
        hops.current = { count: 0, from: null };
        setAllowed(locationRef.current);
      } else if (decision.type === "external") {
        (d.assign ?? ((url: string) => window.location.assign(url)))(decision.url);
      } else {
        const here = `${pathname}${search}${hash}`;
        if (hops.current.from === key) return;
        if (decision.to === here || hops.current.count >= MAX_HOPS) {
          console.error(`navigation guard: redirect loop at ${here} -> ${decision.to}`);
          return;
        }
        hops.current = { count: hops.current.count + 1, from: key };
        navigate(decision.to, { replace: true });
      }
    };
    void run();
    return () => {
      stale = true;
    };
  }, [pathname, search, hash, key, navigate]);

  return { ready: allowed?.key === key, allowed };
}
