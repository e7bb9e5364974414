import { render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "#contract/auth";
import { session } from "../../../src/auth/session";
import { type NavigationGuardDeps, useNavigationGuard } from "../../../src/routing/use-navigation-guard";

const TOKEN = "abcdefghijklmnop0123";
const USER: CurrentUser = {
  id: "u1",
  account: "operator",
  name: "Operator",
  type: "NORMAL",
  authorities: ["device", "monitor"],
  deptId: null,
  deptName: null,
  email: null,
  phone: null,
};

function fakeDeps(overrides: Partial<NavigationGuardDeps> = {}) {
  return {
    fetchMobileDomain: vi.fn(async () => "https://m.example.com"),
    fetchLoginType: vi.fn(async () => ({ type: "LOCAL" as const, loginUrl: null })),
    fetchCurrentUser: vi.fn(async () => USER),
    setLanguage: vi.fn(),
    isMobile: () => false,
    assign: vi.fn(),
    ...overrides,
  };
}

function Probe({ deps }: { deps: NavigationGuardDeps }) {
  const { ready } = useNavigationGuard(deps);
  const location = useLocation();
  return (
    <>
      <div data-testid="url">{`${location.pathname}${location.search}`}</div>
      {ready && <div data-testid="page">page</div>}
    </>
  );
}

function renderAt(url: string, deps: NavigationGuardDeps) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Probe deps={deps} />
    </MemoryRouter>,
  );
}

const url = () => screen.getByTestId("url").textContent;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("useNavigationGuard", () => {
  it("adopts a token from the query, signs in and removes it from the URL", async () => {
    const deps = fakeDeps();
    renderAt(`/device/mcu-management?token=${TOKEN}&language=en-US&tab=2`, deps);
    expect(screen.queryByTestId("page")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("page")).toBeInTheDocument());
    expect(url()).toBe("/device/mcu-management?tab=2");
    expect(deps.fetchCurrentUser).toHaveBeenCalledWith(TOKEN);
    expect(deps.setLanguage).toHaveBeenCalledWith("en-US");
    expect(session.token()).toBe(TOKEN);
    expect(session.isLoggedIn()).toBe(true);
    expect(session.permissions()).toEqual(["device", "monitor"]);
  });

  it("sends the user to /login when the token's user cannot be fetched", async () => {
    const deps = fakeDeps({ fetchCurrentUser: vi.fn(async () => Promise.reject(new Error("401"))) });
    renderAt(`/home?token=${TOKEN}`, deps);
    await waitFor(() => expect(url()).toBe("/login"));
    await waitFor(() => expect(screen.getByTestId("page")).toBeInTheDocument());
    expect(session.isLoggedIn()).toBe(false);
  });

  it("sends the browser to the external CAS login", async () => {
    const deps = fakeDeps({
      fetchLoginType: vi.fn(async () => ({
        type: "CAS" as const,
        loginUrl: "https://cas.example.com/login",
      })),
    });
    renderAt("/login", deps);
    await waitFor(() => expect(deps.assign).toHaveBeenCalledWith("https://cas.example.com/login"));
    expect(screen.queryByTestId("page")).toBeNull();
  });

  it("sends a phone to the mobile domain, or /h5/ when the read fails", async () => {
    const deps = fakeDeps({ isMobile: () => true });
    renderAt("/home", deps);
    await waitFor(() => expect(deps.assign).toHaveBeenCalledWith("https://m.example.com"));

    const failing = fakeDeps({
      isMobile: () => true,
      fetchMobileDomain: vi.fn(() => Promise.reject(new Error())),
    });
    renderAt("/home", failing);
    await waitFor(() => expect(failing.assign).toHaveBeenCalledWith("/h5/"));
  });

  it("never shows a protected page to an anonymous visitor", async () => {
    const deps = fakeDeps();
    renderAt("/history?x=1", deps);
    expect(screen.queryByTestId("page")).toBeNull();
    await waitFor(() => expect(url()).toBe("/login?redirect=%2Fhistory%3Fx%3D1"));
    await waitFor(() => expect(screen.getByTestId("page")).toBeInTheDocument());
  });

  it("clears a desktop client's storage at /", async () => {
    session.signIn("old-token-0123456789", USER);
    session.setUserAgent("WINDOWS_WEB");
    renderAt("/", fakeDeps());
    await waitFor(() => expect(url()).toBe("/login"));
    await waitFor(() => expect(screen.getByTestId("page")).toBeInTheDocument());
    expect(session.isLoggedIn()).toBe(false);
    expect(session.userAgent()).toBe("WINDOWS_WEB");
  });

  it("redirects once under StrictMode's double effect run", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <StrictMode>
        <MemoryRouter initialEntries={["/home"]}>
          <Probe deps={fakeDeps()} />
        </MemoryRouter>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByTestId("page")).toBeInTheDocument());
    expect(url()).toBe("/login?redirect=%2Fhome");
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
