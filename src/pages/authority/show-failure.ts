import type { FormInstance } from "antd";
import type { ApiFailure } from "../../providers/http/client";

/** A failed save: the server's field messages beside their fields, else its message beside `fallback`. */
export function showFailure<T>(form: FormInstance<T>, failure: ApiFailure, fallback: string): void {
  const fields = Object.entries(failure.fields ?? {});
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const beside = fields.filter(([name]) => known.has(name));
  if (beside.length > 0)
    form.setFields(beside.map(([name, error]) => ({ name: name as never, errors: [error] })));
  else form.setFields([{ name: fallback as never, errors: [failure.message] }]);
}
