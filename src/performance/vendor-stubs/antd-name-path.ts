/**
 * Replaces `antd/es/form/hooks/useForm` as imported by `antd/es/radio/group.js`.
 *
 * What antd's radio group takes from antd's form hook module (an id from a field's name path), in the
 * browser build (./plugin.ts): importing that module for it brought rc-field-form's form store and
 * the scroll-into-view helpers onto every page with a table (row selection imports Radio).
 *
 * Measured: part of the route-JS pass, which took the room list's deep link from 495 to 435 kB gzip with the
 * other stand-ins of that pass (no separate figure).
 */
export function toNamePathStr(name: string | number | (string | number)[] | undefined): string {
  if (name === undefined) return "";
  return (Array.isArray(name) ? name : [name]).join("_");
}
