import { saveChanges } from "../../../../src/pages/authority/save-changes";
import type { ApiResult } from "../../../../src/providers/http/client";

const ok: ApiResult<unknown> = { ok: true, status: 200, data: null, message: "" };
const refused: ApiResult<unknown> = { ok: false, status: 403, message: "No permission" };

describe("saving a role's additions and removals", () => {
  it("sends only what changed: additions first, then removals", async () => {
    const sent: string[] = [];
    const failure = await saveChanges(
      async (kind, ids) => {
        sent.push(`${kind}:${ids.join(",")}`);
        return ok;
      },
      ["a"],
      ["b", "c"],
    );
    expect(failure).toBeNull();
    expect(sent).toEqual(["add:a", "remove:b,c"]);
    sent.length = 0;
    await saveChanges(
      async (kind, ids) => {
        sent.push(`${kind}:${ids}`);
        return ok;
      },
      [],
      ["x"],
    );
    expect(sent).toEqual(["remove:x"]);
  });

  it("answers the first failure, and sends nothing after it", async () => {
    const sent: string[] = [];
    const failure = await saveChanges(
      async (kind) => {
        sent.push(kind);
        return refused;
      },
      ["a"],
      ["b"],
    );
    expect(failure).toMatchObject({ ok: false, message: "No permission" });
    expect(sent).toEqual(["add"]);
  });
});
