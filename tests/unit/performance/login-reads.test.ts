import { afterEach, describe, expect, it, vi } from "vitest";
import * as auth from "../../../src/api/auth";
import { startLoginReads, takeLoginRead } from "../../../src/performance/prefetch/login-reads";

/** Spec §2 guard step 3 asks the login type; the server writes it into the login page. */
afterEach(() => {
  document.getElementById("login-type")?.remove();
  vi.restoreAllMocks();
});

function stub() {
  const none = () => new Promise<never>(() => undefined);
  vi.spyOn(auth, "getLoginInterface").mockImplementation(none);
  vi.spyOn(auth, "getCaptcha").mockImplementation(none);
  return vi.spyOn(auth, "getLoginType").mockImplementation(none);
}

function writeBlock(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "login-type";
  block.textContent = text;
  document.head.append(block);
}

describe("startLoginReads", () => {
  it("takes the login type from the page without asking the server", async () => {
    const getLoginType = stub();
    writeBlock('{"type":"CAS","loginUrl":"https://sso.example/cas/login"}');
    startLoginReads("/login");
    const result = await takeLoginRead("loginType", auth.getLoginType);
    expect(result).toMatchObject({
      ok: true,
      data: { type: "CAS", loginUrl: "https://sso.example/cas/login" },
    });
    expect(getLoginType).not.toHaveBeenCalled();
  });

  it.each([["not json"], ['{"type":"EVIL"}'], ["{}"]])("asks the server when the block is %s", (text) => {
    const getLoginType = stub();
    writeBlock(text);
    startLoginReads("/admin/login");
    expect(getLoginType).toHaveBeenCalledTimes(1);
  });
});
