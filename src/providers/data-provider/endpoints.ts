/**
 * Where each data-provider action goes. A resource may declare its own endpoints in `meta.endpoints`
 * (DESIGN.md §4) as compact strings such as "POST /device/room/delete/batch", or as objects adding
 * request/response hooks, a timeout or multipart; otherwise the conventional REST path under the
 * resource name is used.
 */
import type { BaseKey } from "@refinedev/core";
import { PRODUCT } from "../../config/constants";
import type { Endpoint, EndpointObject } from "../../resource-kit/types";
import type { HttpMethod } from "../http/client";

export type EndpointAction = "list" | "one" | "create" | "update" | "remove" | "removeMany";

export type EndpointMap = Partial<Record<EndpointAction, Endpoint>>;

export interface ResolvedEndpoint extends Omit<EndpointObject, "endpoint"> {
  method: HttpMethod;
  url: string;
}

const CONVENTIONAL: Record<EndpointAction, string> = {
  list: "GET /{resource}",
  one: "GET /{resource}/{id}",
  create: "POST /{resource}",
  update: "PUT /{resource}/{id}",
  remove: "DELETE /{resource}/{id}",
  removeMany: "POST /{resource}/delete/batch",
};

const METHODS = new Set<string>(["get", "post", "put", "patch", "delete"]);

/** `id` and `ids` fill `{id}` and `{ids}`; any other name fills `{<name>}` (a record or form field). */
export interface EndpointVars {
  id?: BaseKey;
  ids?: readonly BaseKey[];
  [field: string]: unknown;
}

export function parseEndpoint(spec: string): { method: HttpMethod; url: string } {
  const match = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(spec);
  const method = match?.[1].toLowerCase();
  if (!match || !method || !METHODS.has(method)) throw new Error(`Invalid endpoint "${spec}"`);
  return { method: method as HttpMethod, url: match[2] };
}

/** The placeholders of a path, e.g. ["id"] for "/device/room/{id}". */
export function placeholdersOf(spec: Endpoint): string[] {
  const text = typeof spec === "string" ? spec : spec.endpoint;
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

function scalar(value: unknown): string | undefined {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

function fill(template: string, resource: string | undefined, vars: EndpointVars): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === "resource" && resource !== undefined) return resource;
    if (name === "product") return encodeURIComponent(PRODUCT);
    if (name === "ids") {
      if (!vars.ids?.length) throw new Error(`Endpoint ${template} needs ids`);
      return vars.ids.map((id) => encodeURIComponent(String(id))).join(",");
    }
    const value = scalar(vars[name]);
    if (value === undefined) throw new Error(`Endpoint ${template} needs ${whole}`);
    return encodeURIComponent(value);
  });
}

/** A declared endpoint (string or object) with its placeholders filled; hooks and options carried over. */
export function resolveEndpointSpec(
  spec: Endpoint,
  vars: EndpointVars = {},
  resource?: string,
): ResolvedEndpoint {
  const { endpoint, ...options } = typeof spec === "string" ? { endpoint: spec } : spec;
  const { method, url } = parseEndpoint(endpoint);
  return { method, url: fill(url, resource, vars), ...options };
}

function endpointsOf(meta: unknown): EndpointMap | undefined {
  const endpoints = (meta as { endpoints?: unknown } | undefined)?.endpoints;
  return typeof endpoints === "object" && endpoints !== null ? (endpoints as EndpointMap) : undefined;
}

/** The declared endpoint of an action, if any (no conventional fallback). */
export function declaredEndpoint(meta: unknown, action: EndpointAction): Endpoint | undefined {
  return endpointsOf(meta)?.[action];
}

export function resolveEndpoint(
  resource: string,
  action: EndpointAction,
  meta?: unknown,
  vars: EndpointVars = {},
): ResolvedEndpoint {
  return resolveEndpointSpec(declaredEndpoint(meta, action) ?? CONVENTIONAL[action], vars, resource);
}
