import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";

const api = vi.hoisted(() => ({
  getCaptcha: vi.fn(),
  getLoginInterface: vi.fn(),
  login: vi.fn(),
}));
// The login interface and the captcha, by entry; the login itself where it encrypts the password.
vi.mock("../../../src/providers/http/call", async (original) => ({
  ...(await original<object>()),
  call: (operation: { name: string }) =>
    operation.name === "auth.captcha" ? api.getCaptcha() : api.getLoginInterface(),
}));
vi.mock("../../../src/auth/password-calls", () => ({ login: api.login }));
vi.mock("../../../src/shell/load-console", () => ({ prefetchConsoleAfterPaint: () => () => undefined }));

import { setLanguage } from "../../../src/i18n";
import { LoginPage } from "../../../src/shell/pages/LoginPage";

let captchaCount = 0;
beforeEach(async () => {
  vi.clearAllMocks();
  await setLanguage("en-US");
  captchaCount = 0;
  api.getCaptcha.mockImplementation(async () => ({
    ok: true,
    data: { key: `k${++captchaCount}`, image: `data:image/svg+xml;base64,${captchaCount}`, expiresAt: 0 },
  }));
  api.getLoginInterface.mockResolvedValue({
    ok: true,
    data: { title: { "zh-CN": "标题", "en-US": "Acme Meetings" }, logo: null, publicKey: "PEM" },
  });
  api.login.mockReset();
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={["/login"]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe("LoginPage (spec §5 Login)", () => {
  it("refuses empty fields without calling the server", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Log in" }));
    expect(screen.getByText("Please enter your account")).toBeInTheDocument();
    expect(screen.getByText("Please enter your password")).toBeInTheDocument();
    expect(screen.getByText("Please enter the captcha")).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it("shows the title of the login interface", async () => {
    renderPage();
    expect(await screen.findByText("Acme Meetings")).toBeInTheDocument();
  });

  it("shows the server's field message and fetches a new captcha after a failure", async () => {
    api.login.mockResolvedValue({
      ok: false,
      status: 400,
      message: "bad",
      fields: { captcha: "Wrong captcha" },
    });
    renderPage();
    await waitFor(() =>
      expect(screen.getByAltText("Captcha image")).toHaveAttribute("src", "data:image/svg+xml;base64,1"),
    );
    await userEvent.type(screen.getByLabelText("Account"), "admin");
    await userEvent.type(screen.getByLabelText("Password"), "Admin@123");
    await userEvent.type(screen.getByLabelText("Captcha"), "abcd");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Wrong captcha")).toBeInTheDocument();
    expect(api.login).toHaveBeenCalledWith(
      { account: "admin", password: "Admin@123", captchaKey: "k1", captcha: "abcd" },
      "PEM",
    );
    await waitFor(() =>
      expect(screen.getByAltText("Captcha image")).toHaveAttribute("src", "data:image/svg+xml;base64,2"),
    );
    expect(screen.getByLabelText("Captcha")).toHaveValue("");
  });

  async function fillAndSubmit() {
    await waitFor(() => expect(screen.getByAltText("Captcha image")).toBeInTheDocument());
    await userEvent.type(screen.getByLabelText("Account"), "admin");
    await userEvent.type(screen.getByLabelText("Password"), "Admin@123");
    await userEvent.type(screen.getByLabelText("Captcha"), "abcd");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
  }

  it("waits for the login interface's key when submitted before it answers", async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.getLoginInterface.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    api.login.mockResolvedValue({ ok: false, status: 400, message: "", fields: { password: "Wrong" } });
    renderPage();
    await fillAndSubmit();
    expect(api.login).not.toHaveBeenCalled();
    answer({ ok: true, data: { title: { "zh-CN": "", "en-US": "" }, logo: null, publicKey: "LATE" } });
    expect(await screen.findByText("Wrong")).toBeInTheDocument();
    expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ account: "admin" }), "LATE");
    expect(screen.queryByText("The login page is still loading, please try again in a moment")).toBeNull();
  });

  it("reads the login interface again when its first read failed", async () => {
    api.getLoginInterface.mockResolvedValueOnce({ ok: false, status: 502, message: "" });
    api.login.mockResolvedValue({ ok: false, status: 400, message: "", fields: { password: "Wrong" } });
    renderPage();
    await fillAndSubmit();
    expect(await screen.findByText("Wrong")).toBeInTheDocument();
    expect(api.getLoginInterface).toHaveBeenCalledTimes(2);
    expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ account: "admin" }), "PEM");
  });

  it("says the page is still loading when the login interface cannot be read", async () => {
    api.getLoginInterface.mockResolvedValue({ ok: false, status: 502, message: "" });
    renderPage();
    await fillAndSubmit();
    expect(
      await screen.findByText("The login page is still loading, please try again in a moment"),
    ).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it("refreshes the captcha when its image is clicked", async () => {
    renderPage();
    await waitFor(() => expect(api.getCaptcha).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole("button", { name: "Can't read it? Click for a new captcha" }));
    await waitFor(() => expect(api.getCaptcha).toHaveBeenCalledTimes(2));
  });
});
