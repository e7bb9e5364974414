import { readFileSync } from "node:fs";
import { signLicence } from "../server/src/settings/licences/licence-file";

/**
 * The live benches run thousands of calls, past the evaluation's concurrent ports: they upload a
 * licence signed with the test fixture's key (never shipped) that allows what they need.
 */
const SIGNING_KEY = new URL("../tests/server/fixtures/licence-signing-key.pem", import.meta.url);

export async function licenseBench(baseUrl: string, token: string, ports: number): Promise<void> {
  const headers = { token, language: "en-US" };
  const status = await fetch(`${baseUrl}/api/v1/system/license`, { headers });
  const { data } = (await status.json()) as { data: { serial: string; ports: { limit: number } } };
  if (data.ports.limit >= ports) return;
  const content = signLicence(
    {
      id: `BENCH-${ports}`,
      serial: data.serial,
      licensee: "Bench",
      rooms: 1_000_000,
      ports,
      issued: "2020-01-01",
      expires: "2099-12-31",
    },
    readFileSync(SIGNING_KEY, "utf8"),
  );
  const form = new FormData();
  form.append("file", new Blob([content]), "bench.lic");
  const upload = await fetch(`${baseUrl}/api/v1/system/license`, { method: "POST", headers, body: form });
  const answer = (await upload.json()) as { status: number; message?: string };
  if (answer.status !== 200) throw new Error(`bench licence: ${answer.status} ${answer.message}`);
}
