import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";

const api = vi.hoisted(() => ({ authorizeSso: vi.fn(), exchangeSsoGrant: vi.fn() }));
type Input = { query?: { redirect?: string }; body?: { grant: string } };
// The page's two calls, by entry: the redirect to the provider and the grant's exchange.
vi.mock("../../../src/providers/http/call", async (original) => ({
  ...(await original<object>()),
  call: (operation: { name: string }, input: Input) =>
    operation.name === "sso.authorize"
      ? api.authorizeSso(input.query?.redirect ?? null)
      : api.exchangeSsoGrant(input.body?.grant),
}));

import { session } from "../../../src/auth/session";
import { setLanguage } from "../../../src/i18n";
import { SingleLoginPage } from "../../../src/shell/pages/SingleLoginPage";

const user = {
  id: "u1",
  account: "operator",
  name: "Operator",
  type: "NORMAL" as const,
  authorities: ["meetingRoom"],
  deptId: null,
  deptName: null,
  email: null,
  phone: null,
};

beforeEach(async () => {
  vi.clearAllMocks();
  session.clear();
  await setLanguage("en-US");
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/singleLogin" element={<SingleLoginPage />} />
        <Route path="/rooms" element={<p>rooms page</p>} />
        <Route path="/home" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("/singleLogin (spec §2: CAS, OAUTH2 or SAML sends the browser to the external login path)", () => {
  it("exchanges the provider's grant for the session and goes on to the page asked for", async () => {
    api.exchangeSsoGrant.mockResolvedValue({
      ok: true,
      data: { token: "t".repeat(43), user, redirect: "/rooms" },
    });
    renderAt("/singleLogin?grant=g1");
    expect(await screen.findByText("rooms page")).toBeInTheDocument();
    expect(api.exchangeSsoGrant).toHaveBeenCalledWith("g1");
    expect(session.isLoggedIn()).toBe(true);
    expect(session.permissions()).toEqual(["meetingRoom"]);
  });

  it("never follows a return address off this origin", async () => {
    api.exchangeSsoGrant.mockResolvedValue({
      ok: true,
      data: { token: "t".repeat(43), user, redirect: "//evil.example.com/x" },
    });
    renderAt("/singleLogin?grant=g1");
    expect(await screen.findByText("home page")).toBeInTheDocument();
  });

  it("says why a refused grant failed, and offers a retry and the password login", async () => {
    api.exchangeSsoGrant.mockResolvedValue({ ok: false, message: "This sign-in has expired" });
    renderAt("/singleLogin?grant=g1");
    expect(await screen.findByRole("alert")).toHaveTextContent("This sign-in has expired");
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/singleLogin");
    expect(screen.getByRole("link", { name: "Sign in with a password" })).toHaveAttribute(
      "href",
      "/admin/login?local",
    );
    expect(session.isLoggedIn()).toBe(false);
  });

  it("puts the provider's refusal in words, an unknown reason as an untrusted answer", async () => {
    renderAt("/singleLogin?error=UNKNOWN_ACCOUNT");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your account does not exist in this console");
    renderAt("/singleLogin?error=<script>");
    await waitFor(() => expect(screen.getAllByRole("alert")[1]).toHaveTextContent(/could not be trusted/));
    expect(api.authorizeSso).not.toHaveBeenCalled();
  });

  it("starts a sign-in with the page to come back to, and says when it cannot", async () => {
    api.authorizeSso.mockResolvedValue({ ok: false, message: "Single sign-on is not fully set up" });
    renderAt("/singleLogin?redirect=%2Frooms");
    expect(await screen.findByRole("alert")).toHaveTextContent("Single sign-on is not fully set up");
    expect(api.authorizeSso).toHaveBeenCalledWith("/rooms");
  });
});
