import { signLicence } from "../server/src/settings/licences/licence-file";
import { TEST_LICENCE_SIGNING_KEY } from "../tests/fixtures/licence/test-key";

/**
 * The live benches run thousands of calls, past the evaluation's concurrent ports: they upload a
 * licence signed with the tests' key, which the bench's servers are told to trust (server.ts).
 */

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
    TEST_LICENCE_SIGNING_KEY,
  );
  const form = new FormData();
  form.append("file", new Blob([content]), "bench.lic");
  const upload = await fetch(`${baseUrl}/api/v1/system/license`, { method: "POST", headers, body: form });
  const answer = (await upload.json()) as { status: number; message?: string };
  if (answer.status !== 200) throw new Error(`bench licence: ${answer.status} ${answer.message}`);
}
