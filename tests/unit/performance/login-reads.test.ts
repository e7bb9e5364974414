import { afterEach, describe, expect, it, vi } from "vitest";
import { authOps } from "#contract/operations/auth";
import { startLoginReads, takeLoginRead } from "../../../src/performance/prefetch/login-reads";
import { call } from "../../../src/providers/http/call";
import { http } from "../../../src/providers/http/client";

/** Spec §2 guard step 3 asks the login type; the server writes it into the login page. */
afterEach(() => {
  document.getElementById("login-type")?.remove();
  vi.restoreAllMocks();
});

/** The reads never answer; the stub counts the login type's. */
function stub() {
  const get = vi.spyOn(http, "get").mockImplementation(() => new Promise<never>(() => undefined));
  return { calls: () => get.mock.calls.filter(([url]) => url === "/login/type").length };
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
    const loginType = stub();
    writeBlock('{"type":"CAS","loginUrl":"https://sso.example/cas/login"}');
    startLoginReads("/login");
    const result = await takeLoginRead("loginType", () => call(authOps.loginType));
    expect(result).toMatchObject({
      ok: true,
      data: { type: "CAS", loginUrl: "https://sso.example/cas/login" },
    });
    expect(loginType.calls()).toBe(0);
  });

  it.each([["not json"], ['{"type":"EVIL"}'], ["{}"]])("asks the server when the block is %s", (text) => {
    const loginType = stub();
    writeBlock(text);
    startLoginReads("/admin/login");
    expect(loginType.calls()).toBe(1);
  });
});
