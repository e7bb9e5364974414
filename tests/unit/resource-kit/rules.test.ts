import type { RuleRender } from "antd/es/form";
import { beforeAll, describe, expect, it } from "vitest";
import { setLanguage, t } from "../../../src/i18n";
import { checksFor, firstError, isIp, rulesFor } from "../../../src/resource-kit/rules";
import type { FieldDef } from "../../../src/resource-kit/types";
import { field, gadgets } from "./gadgets";
import "./locales";

const translate = (key: string, options?: Record<string, unknown>) => String(t(key, options ?? {}));
const error = (f: FieldDef, value: unknown, mode?: "create" | "edit" | "filter", values = {}) =>
  firstError(checksFor(gadgets, f, translate, mode), value, values);

beforeAll(() => setLanguage("en-US"));

const text = (rules: FieldDef["rules"], type: FieldDef["type"] = "text"): FieldDef => ({
  name: "name",
  type,
  rules,
});

describe("rulesFor (DESIGN §4 declarative rules, spec §5)", () => {
  it.each<[string, FieldDef, unknown, string | undefined]>([
    ["required refuses empty", field("name"), "", "Please enter Name"],
    ["required refuses blanks only", field("name"), "   ", "Please enter Name"],
    ["required accepts text", field("name"), "Lamp", undefined],
    ["a choice is 'selected', not 'entered'", field("brandId"), undefined, "Please select Brand"],
    ["max counts characters", field("name"), "x".repeat(11), "Name cannot exceed 10 characters"],
    ["max accepts the limit", field("name"), "x".repeat(10), undefined],
    [
      "min counts characters (optional field, value given)",
      field("code"),
      "A",
      "Code needs at least 2 characters",
    ],
    ["an empty optional field passes min and pattern", field("code"), "", undefined],
    ["pattern uses the field's own message key", field("code"), "ab", "Codes are upper-case letters"],
    ["spec §5 password: exactly 6 digits", field("pin"), "12345", "PIN must be exactly 6 digits"],
    ["digits refuses letters", field("pin"), "12345a", "PIN must be exactly 6 digits"],
    ["digits accepts 6 digits", field("pin"), "012345", undefined],
    ["number max is the value", field("capacity"), 101, "Capacity cannot be greater than 100"],
    ["number min is the value", field("capacity"), 0, "Capacity cannot be less than 1"],
    ["number within bounds", field("capacity"), 100, undefined],
    ["multiple: max counts the items chosen", field("tags"), ["A", "B"], "Choose at most 1 items for Tags"],
    ["spec §5 email format", text(undefined, "email"), "a@b", "Please enter a valid email address"],
    ["email accepted", text(undefined, "email"), "a@b.co", undefined],
    ["ip format", text(undefined, "ip"), "256.1.1.1", "Please enter a valid IP address"],
    ["ipv4 accepted", text(undefined, "ip"), "10.0.0.255", undefined],
    ["ipv6 accepted", text(undefined, "ip"), "fe80::1", undefined],
    ["phone format", text(undefined, "phone"), "12ab", "Please enter a valid phone number"],
    ["phone accepted", text(undefined, "phone"), "+86 138-0000-0000", undefined],
  ])("%s", (_rule, f, value, expected) => {
    expect(error(f, value)).toBe(expected);
  });

  it("a password left empty on edit keeps the stored one (not required there)", () => {
    expect(error(field("secret"), "", "create")).toBe("Please enter Secret");
    expect(error(field("secret"), "", "edit")).toBeUndefined();
  });

  it("filters require nothing", () => {
    expect(error(field("name"), "", "filter")).toBeUndefined();
  });

  it("custom rules see all values and return i18n keys", () => {
    const f: FieldDef = {
      name: "code",
      type: "text",
      rules: {
        custom: [
          (value, values) => (values.status === "ON" && !value ? "gadgets.rules.codeFormat" : undefined),
        ],
      },
    };
    expect(error(f, "", "create", { status: "ON" })).toBe("Codes are upper-case letters");
    expect(error(f, "", "create", { status: "OFF" })).toBeUndefined();
  });

  it("messages are translated in the current language", async () => {
    await setLanguage("zh-CN");
    expect(error(field("name"), "x".repeat(11))).toMatch(/不能超过10个字符$/);
    await setLanguage("en-US");
  });

  it("antd rules: the required mark, and validators that reject with the message", async () => {
    const rules = rulesFor(gadgets, field("name"), translate) as RuleRender[];
    const form = { getFieldsValue: () => ({}) } as never;
    expect(rules[0](form).required).toBe(true);
    const validate = (value: unknown) => rules.map((r) => r(form).validator?.({} as never, value, () => {}));
    await expect(Promise.all(validate("x".repeat(11)))).rejects.toThrow("Name cannot exceed 10 characters");
    await expect(Promise.all(validate("ok"))).resolves.toBeDefined();
  });

  it("isIp refuses brackets and junk", () => {
    expect(isIp("[::1]")).toBe(false);
    expect(isIp("1.2.3")).toBe(false);
    expect(isIp("::1")).toBe(true);
  });
});
