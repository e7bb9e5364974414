/**
 * Where each data-provider action goes. A resource may declare its own endpoints in `meta.endpoints`
 * (DESIGN.md §4) as compact strings such as "POST /device/room/delete/batch"; otherwise the
 * conventional REST path under the resource name is used.
 */
import type { BaseKey } from "@refinedev/core";
import { PRODUCT } from "../../config/constants";
import type { HttpMethod } from "../http/client";

export type EndpointAction = "list" | "one" | "create" | "update" | "remove" | "removeMany";

export type EndpointMap = Partial<Record<EndpointAction, string>>;

export interface ResolvedEndpoint {
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

export interface EndpointVars {
  id?: BaseKey;
  ids?: BaseKey[];
}

export function parseEndpoint(spec: string): ResolvedEndpoint {
  const match = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(spec);
  const method = match?.[1].toLowerCase();
  if (!match || !method || !METHODS.has(method)) throw new Error(`Invalid endpoint "${spec}"`);
  return { method: method as HttpMethod, url: match[2] };
}

function fill(template: string, resource: string, vars: EndpointVars): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    switch (name) {
      case "resource":
        return resource;
      case "product":
        return encodeURIComponent(PRODUCT);
      case "id":
        if (vars.id === undefined) throw new Error(`Endpoint ${template} needs an id`);
        return encodeURIComponent(String(vars.id));
      case "ids":
        if (!vars.ids) throw new Error(`Endpoint ${template} needs ids`);
        return vars.ids.map((id) => encodeURIComponent(String(id))).join(",");
      default:
        return whole;
    }
  });
}

function endpointsOf(meta: unknown): EndpointMap | undefined {
  const endpoints = (meta as { endpoints?: unknown } | undefined)?.endpoints;
  return typeof endpoints === "object" && endpoints !== null ? (endpoints as EndpointMap) : undefined;
}

export function resolveEndpoint(
  resource: string,
  action: EndpointAction,
  meta?: unknown,
  vars: EndpointVars = {},
): ResolvedEndpoint {
  const spec = endpointsOf(meta)?.[action] ?? CONVENTIONAL[action];
  const { method, url } = parseEndpoint(spec);
  return { method, url: fill(url, resource, vars) };
}
