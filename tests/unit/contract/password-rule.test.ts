import { describe, expect, it } from "vitest";
import { passwordProblem } from "#contract/rules/password";

/** The password rule an administrator sets (user setting: shortest length, classes), both sides. */
describe("password rule under a policy", () => {
  const strict = { minLength: 12, minClasses: 4 };
  const lenient = { minLength: 6, minClasses: 1 };
  it.each([
    ["default policy: 8 characters, 3 classes", "Abcdef1!", "alice", undefined, null],
    ["default policy: two classes are too few", "abcdefgh12", "alice", undefined, "classes"],
    ["strict: 11 characters are too short", "Abcdefgh1!x", "bob", strict, "length"],
    ["strict: 12 characters of three classes are too few classes", "Abcdefgh1234", "bob", strict, "classes"],
    ["strict: 12 characters of four classes pass", "Abcdefgh12!x", "bob", strict, null],
    ["lenient: six lower-case letters pass", "abcdef", "bob", lenient, null],
    ["lenient: five are too short", "abcde", "bob", lenient, "length"],
    ["any policy: more than 32 characters are too long", `Ab1!${"x".repeat(29)}`, "bob", lenient, "length"],
    ["any policy: the account inside the password", "xxBOB#2024abc", "bob", lenient, "containsAccount"],
  ] as const)("%s", (_rule, password, account, policy, expected) => {
    expect(passwordProblem(password, account, policy)).toBe(expected);
  });
});
