/** A test resource exercising every field type of the kit. */
import { defineResource, type FieldDef } from "../../../src/resource-kit/types";

export const gadgets = defineResource({
  name: "gadgets",
  nav: { route: "/gadgets" },
  access: {},
  endpoints: {
    list: "GET /gadget/query",
    one: "GET /gadget/{id}",
    create: "POST /gadget",
    update: "PUT /gadget/{id}",
    remove: "DELETE /gadget/{id}",
  },
  fields: [
    { name: "name", type: "text", rules: { required: true, max: 10 } },
    {
      name: "code",
      type: "text",
      rules: { pattern: /^[A-Z]+$/, min: 2, messages: { pattern: "gadgets.rules.codeFormat" } },
    },
    { name: "pin", type: "text", rules: { digits: 6 } },
    {
      name: "brandId",
      type: "reference",
      options: { endpoint: "GET /brand", valueKey: "id", labelKey: "name" },
      display: "brandName",
      rules: { required: true },
    },
    {
      name: "modelId",
      type: "reference",
      options: { endpoint: "GET /brand/{parent}/models", valueKey: "id", labelKey: "name" },
      dependsOn: "brandId",
      display: "modelName",
      rules: { required: true },
    },
    { name: "status", type: "enum", options: { values: ["ON", "OFF"] }, colors: { ON: "green" } },
    { name: "enabled", type: "boolean", initial: true },
    { name: "capacity", type: "number", rules: { min: 1, max: 100 }, unit: "gadgets.units.people" },
    { name: "secret", type: "password", rules: { required: true }, views: ["create", "edit"] },
    {
      name: "fileId",
      type: "image",
      upload: { accept: "image/png,image/jpeg", maxSize: 1024 },
      views: ["create", "edit", "show"],
    },
    { name: "tags", type: "enum", options: { values: ["A", "B"] }, multiple: true, rules: { max: 1 } },
    { name: "startAt", type: "datetime", views: ["show"] },
  ],
});

export const field = (name: string): FieldDef => {
  const found = gadgets.fields.find((f) => f.name === name);
  if (!found) throw new Error(name);
  return found;
};
