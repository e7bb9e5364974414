/**
 * What antd's radio group takes from antd's form hook module (an id from a field's name path), in the
 * browser build (vite.config.ts): importing that module for it brought rc-field-form's form store and
 * the scroll-into-view helpers onto every page with a table (row selection imports Radio).
 */
export function toNamePathStr(name: string | number | (string | number)[] | undefined): string {
  if (name === undefined) return "";
  return (Array.isArray(name) ? name : [name]).join("_");
}
