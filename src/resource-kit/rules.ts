/**
 * Declarative field rules (DESIGN.md §4) as antd form rules with translated messages. Pure: the
 * checks are plain predicates (table-tested), `rulesFor` only wraps them for antd.
 */
import type { FormRule } from "antd";
import { fieldLabel } from "./labels";
import type { FieldDef, FieldRules, ResourceDef } from "./types";

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type RulesMode = "create" | "edit" | "filter" | "params";

export interface Check {
  /** Marks the field as required (antd's asterisk). */
  required?: boolean;
  /** The translated message when the value is wrong, else undefined. */
  validate: (value: unknown, values: Record<string, unknown>) => string | undefined;
}

const CHOICE_TYPES = new Set(["enum", "boolean", "date", "datetime", "reference", "tree", "file", "image"]);

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d[\d\s-]{3,18}\d$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function isIp(text: string): boolean {
  if (IPV4.test(text)) return true;
  if (!text.includes(":") || !/^[0-9a-fA-F:.]+$/.test(text)) return false;
  try {
    new URL(`http://[${text}]/`);
    return true;
  } catch {
    return false;
  }
}

const FORMATS: Partial<Record<FieldDef["type"], { key: string; test: (text: string) => boolean }>> = {
  email: { key: "validation.email", test: (text) => EMAIL.test(text) },
  phone: { key: "validation.phone", test: (text) => PHONE.test(text) },
  ip: { key: "validation.ip", test: isIp },
};

type MessageName = keyof NonNullable<FieldRules["messages"]>;

/** A bound measures the number itself, the items chosen, or the characters of text. */
function measure(field: FieldDef, value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (field.type === "number" && typeof value === "number") return value;
  return String(value).length;
}

function boundSuffix(field: FieldDef): string {
  if (field.multiple) return "Items";
  return field.type === "number" ? "" : "Length";
}

/** The checks of one field, in the order their messages should appear. */
export function checksFor(
  def: ResourceDef,
  field: FieldDef,
  t: Translate,
  mode: RulesMode = "create",
): Check[] {
  const rules = field.rules ?? {};
  const label = fieldLabel(t, def, field);
  const message = (name: MessageName, fallback: string, vars: Record<string, unknown> = {}) =>
    t(rules.messages?.[name] ?? fallback, { label, ...vars });
  /** A check of a non-empty value: empty values are the `required` rule's business. */
  const when = (ok: (value: unknown) => boolean, text: string): Check => ({
    validate: (value) => (isEmptyValue(value) || ok(value) ? undefined : text),
  });
  const checks: Check[] = [];

  // Filters never require anything; a password left empty on edit keeps the stored one.
  const required = rules.required && mode !== "filter" && !(field.type === "password" && mode === "edit");
  if (required) {
    const text = message(
      "required",
      CHOICE_TYPES.has(field.type) ? "validation.requiredSelect" : "validation.required",
    );
    checks.push({ required: true, validate: (value) => (isEmptyValue(value) ? text : undefined) });
  }
  const { digits, min, max, pattern } = rules;
  if (digits !== undefined) {
    const exact = new RegExp(`^\\d{${digits}}$`);
    checks.push(when((v) => exact.test(String(v)), message("digits", "validation.digits", { digits })));
  }
  if (min !== undefined)
    checks.push(
      when((v) => measure(field, v) >= min, message("min", `validation.min${boundSuffix(field)}`, { min })),
    );
  if (max !== undefined)
    checks.push(
      when((v) => measure(field, v) <= max, message("max", `validation.max${boundSuffix(field)}`, { max })),
    );
  if (pattern) {
    const matches = (v: unknown) => {
      pattern.lastIndex = 0;
      return pattern.test(String(v));
    };
    checks.push(when(matches, message("pattern", "validation.pattern")));
  }
  const format = FORMATS[field.type];
  if (format) checks.push(when((v) => format.test(String(v)), t(format.key, { label })));
  for (const custom of rules.custom ?? []) {
    // A custom rule decides about empty values itself (e.g. "required when another field is set").
    checks.push({
      validate: (value, values) => {
        const message = custom(value, values);
        if (message === undefined) return undefined;
        return typeof message === "string"
          ? t(message, { label })
          : t(message.key, { label, ...message.params });
      },
    });
  }
  return checks;
}

/** The first message the value fails, or undefined (the same checks antd runs). */
export function firstError(
  checks: readonly Check[],
  value: unknown,
  values: Record<string, unknown> = {},
): string | undefined {
  for (const check of checks) {
    const error = check.validate(value, values);
    if (error !== undefined) return error;
  }
  return undefined;
}

/** antd rules for a field: each check becomes a validator that sees the whole form's values. */
export function rulesFor(
  def: ResourceDef,
  field: FieldDef,
  t: Translate,
  mode: RulesMode = "create",
): FormRule[] {
  return checksFor(def, field, t, mode).map(
    (check): FormRule =>
      (form) => ({
        required: check.required,
        validator: async (_rule, value) => {
          const error = check.validate(value, form.getFieldsValue(true) as Record<string, unknown>);
          if (error !== undefined) throw new Error(error);
        },
      }),
  );
}
