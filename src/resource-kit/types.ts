/**
 * A resource is data (DESIGN.md §4): one `defineResource({...})` per entity in `resources/`.
 * This module is pure types plus `defineResource`, so resource files stay importable from Node
 * (the server test walks their endpoints) and carry no React.
 */
import type { PermissionName } from "#contract/permissions";

/** "GET /device/room/query": a method and a path with `{id}`, `{ids}`, `{product}` placeholders. */
export type EndpointString = string;

export interface EndpointObject {
  endpoint: EndpointString;
  /**
   * Shapes the body (create/update/actions) or the query (list) before sending. A body may be
   * shaped asynchronously (e.g. a password encrypted with the server's key); a query may not.
   */
  request?: (payload: Record<string, unknown>) => unknown;
  /** Shapes the answer's `data` before the screens see it. */
  response?: (data: unknown) => unknown;
  /** Milliseconds; default the client's (spec §9). */
  timeout?: number;
  /** Send the payload as multipart/form-data (uploads). */
  multipart?: boolean;
}

export type Endpoint = EndpointString | EndpointObject;

export type CrudAction = "list" | "one" | "create" | "update" | "remove" | "removeMany";

export type FieldType =
  | "text"
  | "textarea"
  | "number"
  | "enum"
  | "boolean"
  | "date"
  | "datetime"
  | "email"
  | "phone"
  | "ip"
  | "password"
  | "reference"
  | "tree"
  | "file"
  | "image";

/**
 * A custom rule returns an i18n key (the message) when the value is wrong, else undefined; a key
 * with parameters when the message names numbers the rule knows only at run time.
 */
export type CustomRule = (
  value: unknown,
  values: Record<string, unknown>,
) => string | { key: string; params: Record<string, unknown> } | undefined;

export interface FieldRules {
  required?: boolean;
  /** Text: at most this many characters; number: at most this value. */
  max?: number;
  /** Text: at least this many characters; number: at least this value. */
  min?: number;
  pattern?: RegExp;
  /** Exactly this many digits (and only digits). */
  digits?: number;
  custom?: CustomRule[];
  /** i18n keys overriding the default message of a rule, e.g. `{ pattern: "rooms.rules.code" }`. */
  messages?: Partial<Record<"required" | "max" | "min" | "pattern" | "digits", string>>;
}

/**
 * Where a select gets its choices:
 * - `values`: fixed values, labelled by `<resource>.enums.<field>.<value>`;
 * - `dict`: a dictionary code, read from `GET /device/dict/sign/{code}` (`[{ value, label }]`);
 * - `endpoint`: any call answering an array or `{ records }`; `{parent}` in the path is replaced
 *   by the value of the field named in `dependsOn` (cascades: terminal brand -> model);
 * - `resource`: another declared resource's list endpoint (searchable, server-filtered by keyword).
 */
export type FieldOptions =
  | { values: readonly (string | number)[] }
  | { dict: string }
  | { endpoint: EndpointString; valueKey?: string; labelKey?: string; query?: Record<string, unknown> }
  | { resource: string; valueKey?: string; labelKey?: string; query?: Record<string, unknown> };

export interface FieldUpload {
  /** The `accept` attribute, e.g. "image/png,image/jpeg". */
  accept: string;
  /** Bytes; larger files are refused before uploading. */
  maxSize: number;
}

export type View = "list" | "show" | "create" | "edit" | "filter";

export interface FieldDef {
  /** The wire name of the field. */
  name: string;
  type: FieldType;
  rules?: FieldRules;
  options?: FieldOptions;
  /** For a cascade: the field this one's options depend on; changing it clears this field. */
  dependsOn?: string;
  /** Where the field appears; default everywhere except `filter`. A password never appears in list/show. */
  views?: readonly View[];
  /** Shown but not editable on edit (`"edit"`) or never editable (`true`). */
  readOnly?: boolean | "edit";
  /** Initial value on create. */
  initial?: unknown;
  /** Server-side sortable column in the list. */
  sortable?: boolean;
  /** For references/trees: the record field holding the display text (e.g. `roomName` for `roomId`). */
  display?: string;
  /** For enums: antd tag colour per value (status columns). */
  colors?: Record<string, string>;
  /** Multi-select (enum, reference, tree). */
  multiple?: boolean;
  upload?: FieldUpload;
  /** Column width in px. */
  width?: number;
  /** Number unit suffix key (i18n), e.g. "common.units.people". */
  unit?: string;
}

export interface FilterDef {
  field: string;
  /** Defaults to the field's own type/options; `keyword` is the free-text search. */
  type?: FieldType;
  options?: FieldOptions;
  /** Shapes the query parameters for the filter's value (e.g. a date range into `from`/`to`). */
  toQuery?: (value: unknown) => Record<string, unknown>;
}

export interface ListDef {
  /** Field names shown as columns, in order; default: fields whose views include "list". */
  columns?: readonly string[];
  /** A free-text `keyword` box is shown unless false. */
  keyword?: boolean;
  filters?: readonly FilterDef[];
  defaultSort?: { field: string; order: "asc" | "desc" };
  /** Show nested `children` as a tree table (the list is asked for `tree=true`). */
  tree?: boolean;
  pageSize?: number;
}

export type ActionScope = "record" | "selection" | "resource";

export interface ActionDef {
  /** Unique within the resource; labelled by `<resource>.actions.<name>`. */
  name: string;
  scope: ActionScope;
  /** `{id}` = the record's id, `{ids}` = the selection, `{<field>}` = a record field. */
  endpoint: Endpoint;
  /** A parameter form shown in a modal before calling; its values are the body. */
  params?: readonly FieldDef[];
  /** Ask `<resource>.actions.<name>Confirm` before calling. */
  confirm?: boolean;
  danger?: boolean;
  /** The answer is a file to save (binary); the name comes from Content-Disposition. */
  download?: boolean;
  /** Pick a file and send it as multipart field `file`; the answer is shown by `result`. */
  upload?: FieldUpload;
  /**
   * How to show the answer: a toast (default), a modal rendering the answer (e.g. bind code, import
   * report), or a secret shown once (the answer's `key`, e.g. a device key).
   */
  result?: "toast" | "modal" | "secret";
  /** Builds the body from the record or selection and the parameter form. */
  body?: (input: {
    record?: Record<string, unknown>;
    ids?: string[];
    values?: Record<string, unknown>;
  }) => unknown;
  /** Shown only when true for the record. */
  visible?: (record: Record<string, unknown>) => boolean;
  /** A permission other than the resource's own. */
  permission?: PermissionName;
}

export type ScreenName = "list" | "create" | "edit" | "show";
/** The props every screen, generated or bespoke, receives. */
export interface ScreenProps {
  def: ResourceDef;
}
/** A lazy loader, so resource files import no React (`() => import("../src/pages/...")`). */
export type ScreenLoader = () => Promise<{ default: unknown }>;

export interface ResourceAccess {
  /** The permission every action needs by default (spec §2/§6). */
  permission?: PermissionName;
  /** Only users of type SYSTEM. */
  systemOnly?: boolean;
  /** Per-action overrides, e.g. `{ remove: "maintenance" }`. */
  actions?: Partial<Record<ScreenName | "delete", PermissionName>>;
}

export interface ResourceNav {
  /** The spec §2 page path hosting the list (several resources on one page become tabs). */
  route: string;
  /** Tab order when the page hosts several resources (lowest first). */
  order?: number;
}

export interface ResourceDef {
  /** Kebab-case plural: the file name, the locale file, the i18n prefix, the Refine name. */
  name: string;
  nav: ResourceNav;
  access: ResourceAccess;
  endpoints: { list: Endpoint } & Partial<Record<Exclude<CrudAction, "list">, Endpoint>>;
  /** The record's id field; default "id". */
  idField?: string;
  /** The field naming a record (titles, delete confirmations); default "name". */
  titleField?: string;
  fields: readonly FieldDef[];
  list?: ListDef;
  actions?: readonly ActionDef[];
  screens?: Partial<Record<ScreenName, ScreenLoader>>;
}

export function defineResource<const T extends ResourceDef>(def: T): T {
  return def;
}
