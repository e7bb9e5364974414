import { randomInt } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import svgCaptcha from "svg-captcha";
import type { Captcha } from "#contract/auth";
import type { AppContext } from "../context.ts";
import { captchas } from "../db/schema.ts";
import { randomToken, sha256 } from "../lib/ids.ts";

/** Captchas: answers kept hashed in the database, case-insensitive, single use, 5 minutes. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";

type RenderSvg = (text: string, options: Record<string, unknown>) => string;
const renderSvg = svgCaptcha as unknown as RenderSvg;

const answerHash = (key: string, code: string) => sha256(`${key}:${code.trim().toLowerCase()}`);

function randomText(): string {
  const size = 4 + randomInt(2);
  return Array.from({ length: size }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

export async function createCaptcha(ctx: AppContext): Promise<Captcha> {
  const now = ctx.now();
  const text = ctx.config.captchaFixed ?? randomText();
  const svg = renderSvg(text, { noise: 3, color: true, width: 120, height: 40, fontSize: 48 });
  const key = randomToken();
  const expiresAt = now + CAPTCHA_TTL_MS;
  await ctx.db.delete(captchas).where(lt(captchas.expiresAt, now));
  await ctx.db.insert(captchas).values({ key, answerHash: answerHash(key, text), expiresAt });
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, expiresAt };
}

/** Whether the answer is right, without using the captcha up. */
export async function checkCaptcha(ctx: AppContext, key: string, code: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ answerHash: captchas.answerHash })
    .from(captchas)
    .where(and(eq(captchas.key, key), gt(captchas.expiresAt, ctx.now())));
  return row?.answerHash === answerHash(key, code);
}

/** Uses the captcha up (whatever the answer) and tells whether the answer was right and in time. */
export async function consumeCaptcha(ctx: AppContext, key: string, code: string): Promise<boolean> {
  const [row] = await ctx.db.delete(captchas).where(eq(captchas.key, key)).returning();
  return row !== undefined && row.expiresAt > ctx.now() && row.answerHash === answerHash(key, code);
}
