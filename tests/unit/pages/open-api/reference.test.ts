import { describe, expect, it } from "vitest";
import { inlineRefs } from "../../../../src/pages/open-api/inline-refs";
import type { OpenApiDocument } from "../../../../src/pages/open-api/openapi-document";
import { groupOperations } from "../../../../src/pages/open-api/operations";
import { schemaRows, typeOf } from "../../../../src/pages/open-api/schema-rows";

/** The open-API reference: operations grouped and filtered, schemas flattened into rows. */
const doc: OpenApiDocument = {
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  paths: {
    "/api/v1/system/license": {
      get: { summary: "Licence status" },
      post: {},
    },
    "/api/v1/device/room/query": { get: { tags: ["rooms"] } },
    "/api/v1/apphub/app": { get: {} },
  },
};

describe("groupOperations", () => {
  it.each([
    [
      "",
      [
        ["apphub", 1],
        ["rooms", 1],
        ["system", 2],
      ],
    ],
    ["status", [["system", 1]]],
    ["POST", [["system", 1]]],
    ["nothing", []],
  ] as const)("filter %j: groups by first tag, else the first path segment", (filter, expected) => {
    expect(groupOperations(doc, filter).map((g) => [g.tag, g.operations.length])).toEqual(expected);
  });
});

describe("schema rows", () => {
  it("types: enums, nullable unions, arrays", () => {
    expect(typeOf({ enum: ["A", "B"] })).toBe('"A" | "B"');
    expect(typeOf({ type: ["string", "null"] })).toBe("string | null");
    expect(typeOf({ type: "array", items: { type: "integer" } })).toBe("integer[]");
    expect(typeOf(undefined)).toBe("any");
  });

  it("nests object properties (through arrays and nullable objects) with required and constraints", () => {
    const rows = schemaRows({
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: ["object", "null"],
          properties: {
            records: {
              type: "array",
              items: { type: "object", properties: { id: { type: "string", maxLength: 64 } } },
            },
          },
        },
        page: { type: "integer", minimum: 1, default: 1 },
      },
    });
    expect(rows.map((r) => [r.name, r.required])).toEqual([
      ["data", true],
      ["page", false],
    ]);
    expect(rows[1]!.notes).toBe("1..∞ · = 1");
    expect(rows[0]!.children?.[0]?.children?.[0]).toMatchObject({
      key: "data.records.id",
      notes: "length 0..64",
    });
  });
});

describe("inlineRefs", () => {
  it("shows a shared error response where an operation refers to it, and keeps a recursive schema's $ref", () => {
    const tree = {
      type: "object",
      properties: { children: { type: "array", items: { $ref: "#/components/schemas/Tree" } } },
    };
    const document = {
      paths: { "/x": { get: { responses: { "404": { $ref: "#/components/responses/NotFound" } } } } },
      components: {
        responses: {
          NotFound: {
            description: "No such record",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
        schemas: { Error: { type: "object", properties: { message: { type: "string" } } }, Tree: tree },
      },
    };
    const inlined = inlineRefs(document);
    expect(inlined.paths["/x"].get.responses["404"]).toEqual({
      description: "No such record",
      content: {
        "application/json": { schema: { type: "object", properties: { message: { type: "string" } } } },
      },
    });
    const recursive = { a: { $ref: "#/components/schemas/Tree" } as object, components: document.components };
    const tree2 = inlineRefs(recursive).a as typeof tree;
    expect(tree2.properties.children.items).toEqual({
      $ref: "#/components/schemas/Tree",
    });
  });
});
