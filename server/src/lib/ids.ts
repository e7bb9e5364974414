import { createHash, randomBytes, randomUUID } from "node:crypto";

/** A new opaque record id. */
export const newId = (): string => randomUUID();

/** 32 random bytes, base64url: session tokens and captcha keys. */
export const randomToken = (): string => randomBytes(32).toString("base64url");

export const sha256 = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");
