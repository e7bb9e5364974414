/** The login page's face: titles (system config LOGIN_TITLE_*) and images (table login_images). */
import { eq } from "drizzle-orm";
import type { LoginImageParams, LoginPageBody, LoginPageSettings } from "#contract/login-page";
import type { Db } from "../db/database.ts";
import { loginImages } from "../db/schema-settings.ts";
import type { Upload } from "../lib/multipart.ts";
import { getSystemConfig, setSystemConfig } from "../settings/system-config.ts";

type Kind = LoginImageParams["kind"];
type Language = keyof LoginPageSettings["title"];

export const DEFAULT_LOGIN_TITLE: Record<Language, string> = {
  "zh-CN": "视频会议管理平台",
  "en-US": "Video Meeting Console",
};
const TITLE_KEYS: Record<Language, string> = { "zh-CN": "LOGIN_TITLE_ZH_CN", "en-US": "LOGIN_TITLE_EN_US" };

/** Where anyone fetches an image; the version makes a replaced image a new address (cacheable). */
const imageUrl = (kind: Kind, updatedAt: number) => `/api/v1/login/interface/${kind}?v=${updatedAt}`;

async function imageUrls(db: Db): Promise<Record<Kind, string | null>> {
  const rows = await db
    .select({ kind: loginImages.kind, updatedAt: loginImages.updatedAt })
    .from(loginImages);
  const urls: Record<Kind, string | null> = { logo: null, background: null };
  for (const row of rows)
    if (row.kind in urls) urls[row.kind as Kind] = imageUrl(row.kind as Kind, row.updatedAt);
  return urls;
}

export async function readLoginPage(db: Db): Promise<LoginPageSettings> {
  const [zh, en, images] = await Promise.all([
    getSystemConfig(db, TITLE_KEYS["zh-CN"]),
    getSystemConfig(db, TITLE_KEYS["en-US"]),
    imageUrls(db),
  ]);
  return { title: { "zh-CN": zh, "en-US": en }, defaultTitle: DEFAULT_LOGIN_TITLE, ...images };
}

/** What /login/interface answers: each title, or its default, and the images' addresses. */
export async function readLoginFace(db: Db) {
  const page = await readLoginPage(db);
  return {
    title: {
      "zh-CN": page.title["zh-CN"] ?? DEFAULT_LOGIN_TITLE["zh-CN"],
      "en-US": page.title["en-US"] ?? DEFAULT_LOGIN_TITLE["en-US"],
    },
    logo: page.logo,
    background: page.background,
  };
}

export async function writeLoginTitles(db: Db, body: LoginPageBody, now: number): Promise<void> {
  for (const language of Object.keys(TITLE_KEYS) as Language[]) {
    const text = body.title[language]?.trim() || null;
    await setSystemConfig(db, TITLE_KEYS[language], text, now);
  }
}

export async function storeLoginImage(db: Db, kind: Kind, upload: Upload, now: number): Promise<void> {
  const row = {
    contentType: upload.contentType,
    size: upload.data.length,
    data: upload.data,
    updatedAt: now,
  };
  await db
    .insert(loginImages)
    .values({ kind, ...row })
    .onConflictDoUpdate({ target: loginImages.kind, set: row });
}

export async function deleteLoginImage(db: Db, kind: Kind): Promise<void> {
  await db.delete(loginImages).where(eq(loginImages.kind, kind));
}

export async function loginImage(db: Db, kind: Kind) {
  const [row] = await db.select().from(loginImages).where(eq(loginImages.kind, kind));
  return row ?? null;
}
