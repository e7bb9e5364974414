import { afterEach, describe, expect, it, vi } from "vitest";
import { PRODUCT } from "../../../src/config/constants";
import { createHttpClient } from "../../../src/providers/http/client";
import { fileNameFromDisposition } from "../../../src/providers/http/content-disposition";
import { resolveAction } from "../../../src/resource-kit/actions/endpoint";
import { acceptsFile, checkFile } from "../../../src/resource-kit/actions/file-check";
import { actionBody, runAction } from "../../../src/resource-kit/actions/run-action";
import * as save from "../../../src/resource-kit/actions/save-file";
import type { ActionDef } from "../../../src/resource-kit/types";
import { formatBytes } from "../../../src/utils/byte-size";
import { envelope, fakeTransport, type Reply } from "../http/fake-transport";

const def = { name: "rooms" };
const room = { id: "r 1", name: "Hall", deptId: "d/9" };

function client(replies: Reply[]) {
  const fake = fakeTransport(replies);
  return {
    http: createHttpClient({ transport: fake.transport, navigateParent: () => {}, navigateSelf: () => {} }),
    requests: fake.requests,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("action endpoints: placeholders", () => {
  it.each([
    ["{id} is the record's id, encoded", "POST /room/{id}/x", { record: room }, "/room/r%201/x"],
    [
      "{ids} is the selection, comma-joined",
      "POST /room/change/dept/{ids}",
      { ids: ["a", "b c"] },
      "/room/change/dept/a,b%20c",
    ],
    ["{ids} of a record is its id", "POST /room/{ids}", { record: room }, "/room/r%201"],
    ["{id} of a one-row selection", "POST /room/{id}", { ids: ["z"] }, "/room/z"],
    ["{product} is the configured segment", "GET /{product}/servers", {}, `/${PRODUCT}/servers`],
    ["{<field>} is a record field", "GET /dept/{deptId}", { record: room }, "/dept/d%2F9"],
    [
      "{<name>} may come from the parameter form",
      "POST /board/code/{roomId}",
      { values: { roomId: "r9" } },
      "/board/code/r9",
    ],
  ] as const)("%s", (_rule, endpoint, target, url) => {
    expect(resolveAction({}, { endpoint }, target).url).toBe(url);
  });

  it("refuses a placeholder without a value rather than calling .../undefined", () => {
    expect(() => resolveAction({}, { endpoint: "POST /room/{id}" }, {})).toThrow();
    expect(() => resolveAction({}, { endpoint: "POST /room/{ids}" }, { ids: [] })).toThrow();
    expect(() => resolveAction({}, { endpoint: "GET /dept/{deptId}" }, { record: { id: "1" } })).toThrow();
  });

  it("honours a custom id field", () => {
    expect(
      resolveAction({ idField: "code" }, { endpoint: "DELETE /x/{id}" }, { record: { code: "C1" } }).url,
    ).toBe("/x/C1");
  });
});

describe("action bodies", () => {
  const base: ActionDef = { name: "a", scope: "record", endpoint: "POST /x" };
  it("uses body(), else the parameter values, else { ids } for a selection, else nothing", () => {
    expect(
      actionBody(
        { ...base, body: ({ record, values }) => ({ n: record?.name, ...values }) },
        { record: room, values: { v: 1 } },
      ),
    ).toEqual({ n: "Hall", v: 1 });
    expect(
      actionBody({ ...base, params: [{ name: "deptId", type: "text" }] }, { values: { deptId: "d" } }),
    ).toEqual({ deptId: "d" });
    expect(actionBody({ ...base, scope: "selection" }, { ids: ["1", "2"] })).toEqual({ ids: ["1", "2"] });
    expect(actionBody(base, { record: room })).toBeUndefined();
  });
});

describe("runAction over the HTTP client", () => {
  it("posts the parameter values as JSON and shapes request and response by the endpoint hooks", async () => {
    const { http, requests } = client([envelope(200, { code: "123456" })]);
    const action: ActionDef = {
      name: "code",
      scope: "resource",
      endpoint: {
        endpoint: "POST /board/code/{roomId}",
        request: (b) => ({ ...b, extra: true }),
        response: (d) => ({ shaped: d }),
      },
      params: [{ name: "roomId", type: "text" }],
      result: "modal",
    };
    const outcome = await runAction(def, action, { values: { roomId: "r1" } }, http);
    expect(outcome).toEqual({ ok: true, kind: "data", data: { shaped: { code: "123456" } } });
    expect(requests[0]?.url).toBe("/board/code/r1");
    expect(JSON.parse(requests[0]!.data)).toEqual({ roomId: "r1", extra: true });
  });

  it("downloads a binary answer and saves it under the Content-Disposition name", async () => {
    const saved = vi.spyOn(save, "saveFile").mockImplementation(() => {});
    const { http, requests } = client([
      {
        status: 200,
        body: new Blob(["PK.."], {
          type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        }),
        headers: {
          "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "content-disposition": `attachment; filename="sensors.xlsx"; filename*=UTF-8''%E4%BC%A0%E6%84%9F%E5%99%A8.xlsx`,
        },
      },
    ]);
    const action: ActionDef = {
      name: "template",
      scope: "resource",
      endpoint: "POST /sensor/import/template?format=xlsx",
      download: true,
    };
    const outcome = await runAction({ name: "sensors" }, action, {}, http);
    expect(outcome).toEqual({ ok: true, kind: "file", fileName: "传感器.xlsx" });
    expect(requests[0]?.responseType).toBe("blob");
    expect(requests[0]?.url).toBe("/sensor/import/template?format=xlsx");
    expect(saved).toHaveBeenCalledWith(expect.any(Blob), "传感器.xlsx");
  });

  it("a failed download is a failure with the server's message, and saves nothing", async () => {
    const saved = vi.spyOn(save, "saveFile").mockImplementation(() => {});
    const { http } = client([envelope(403, null, "No permission")]);
    const action: ActionDef = { name: "t", scope: "resource", endpoint: "GET /t", download: true };
    const outcome = await runAction(def, action, {}, http);
    expect(outcome).toMatchObject({ ok: false, failure: { status: 403, message: "No permission" } });
    expect(saved).not.toHaveBeenCalled();
  });

  it("uploads the picked file as multipart field `file`", async () => {
    const { http, requests } = client([envelope(200, { total: 1, imported: 1, failed: 0, rows: [] })]);
    const action: ActionDef = {
      name: "import",
      scope: "resource",
      endpoint: "POST /sensor/import/csv",
      upload: { accept: ".csv", maxSize: 100 },
      result: "modal",
    };
    const file = new File(["name\nA"], "s.csv", { type: "text/csv" });
    const outcome = await runAction(def, action, { file }, http);
    expect(outcome).toMatchObject({ ok: true, kind: "data" });
    const sent = requests[0]?.data as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get("file") as File).name).toBe("s.csv");
  });

  it("passes the server's message of a refused call through", async () => {
    const { http } = client([envelope(409, null, "Pool still holds servers")]);
    const action: ActionDef = { name: "x", scope: "record", endpoint: "DELETE /pool/{id}" };
    expect(await runAction(def, action, { record: { id: "p" } }, http)).toMatchObject({
      ok: false,
      failure: { status: 409, message: "Pool still holds servers" },
    });
  });
});

describe("local file checks (before anything is sent)", () => {
  it("accepts by extension, exact type or type/*", () => {
    expect(acceptsFile(".xlsx,.csv", { name: "A.CSV", type: "" })).toBe(true);
    expect(acceptsFile("image/*", { name: "a", type: "image/png" })).toBe(true);
    expect(acceptsFile("image/png", { name: "a.gif", type: "image/gif" })).toBe(false);
  });

  it("refuses an oversized file with its limit in readable units", () => {
    expect(
      checkFile(
        { name: "a.csv", type: "text/csv", size: 3 * 1024 * 1024 },
        { accept: ".csv", maxSize: 2 * 1024 * 1024 },
      ),
    ).toEqual({
      key: "kit.fileTooLarge",
      values: { max: "2 MB" },
    });
    expect(
      checkFile({ name: "a.csv", type: "text/csv", size: 10 }, { accept: ".csv", maxSize: 100 }),
    ).toBeNull();
    expect(checkFile({ name: "a.exe", type: "", size: 10 }, { accept: ".csv", maxSize: 100 })?.key).toBe(
      "kit.fileTypeRefused",
    );
    expect(formatBytes(1536)).toBe("1.5 KB");
  });
});

describe("Content-Disposition file names", () => {
  it.each([
    [`attachment; filename="a.xlsx"`, "a.xlsx"],
    [`attachment; filename=plain.csv`, "plain.csv"],
    [`attachment; filename="x.csv"; filename*=UTF-8''%E6%A8%A1%E6%9D%BF.csv`, "模板.csv"],
    [`attachment; filename="../../evil.sh"`, "evil.sh"],
    [`attachment; filename*=UTF-8''%E0%A4%A`, null],
    ["inline", null],
    [null, null],
  ])("%s -> %s", (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});
