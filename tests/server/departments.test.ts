import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

interface Node {
  id: string;
  parentId: string;
  name: string;
  hasChildren: boolean;
  children?: Node[];
}

describe("GET /system/dept/tree", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it("answers any signed-in user with the nested organisation", async () => {
    const { token } = await loginAs(app, ...USER);
    const response = await call(app, "GET", "/api/v1/system/dept/tree", { token });
    expect(response.statusCode).toBe(200);
    const roots = envelopeOf<Node[]>(response).data;
    expect(roots).toHaveLength(1);
    expect(roots[0].parentId).toBe("0");
    expect(roots[0].hasChildren).toBe(true);
    const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);
    expect(names(roots)).toEqual(expect.arrayContaining(["网络运维组", "财务部"]));
    const network = roots[0].children?.flatMap((c) => c.children ?? []).find((n) => n.name === "网络运维组");
    expect(network?.hasChildren).toBe(false);
    expect(network?.children).toBeUndefined();
  });

  it("refuses anonymous callers", async () => {
    expect((await call(app, "GET", "/api/v1/system/dept/tree")).statusCode).toBe(401);
  });
});
