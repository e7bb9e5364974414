import type { FormInstance } from "antd";
import type { ApiFailure } from "../../providers/http/client";

/**
 * Puts a refused save's messages beside its fields (`a.b` names a nested field); answers whether
 * any was placed, so that the caller can say the message elsewhere when none was.
 */
export function showFieldErrors(form: FormInstance, failure: ApiFailure): boolean {
  const fields = Object.entries(failure.fields ?? {});
  form.setFields(fields.map(([name, error]) => ({ name: name.split("."), errors: [error] })));
  return fields.length > 0;
}
