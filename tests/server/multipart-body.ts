import { randomBytes } from "node:crypto";

/** A multipart/form-data body of text fields and files, for inject(). */
export type FormPart =
  | { field: string; value: string }
  | { field: string; name: string; data: Buffer | string };

export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const chunks = parts.flatMap((part) => {
    const head =
      "value" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n";
    const body = "value" in part ? part.value : part.data;
    return [Buffer.from(head), Buffer.isBuffer(body) ? body : Buffer.from(body), Buffer.from("\r\n")];
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
