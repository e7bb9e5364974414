/** Business constants of spec §9 and the wire settings of DESIGN.md §2, in one place. */
export const API_BASE = "/api/v1";
export const PRODUCT: string = import.meta.env?.VITE_PRODUCT ?? "meeting";

export const REQUEST_TIMEOUT_MS = 600_000;
export const UPLOAD_TIMEOUT_MS = 600_000;
export const REDIRECT_DELAY_MS = 3_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MIN_DESKTOP_WIDTH = 1192;
export const DATE_FORMAT = "YYYY/MM/DD HH:mm";

export * from "#contract/limits/auth";
export * from "#contract/limits/devices";
export * from "#contract/limits/live";
export * from "#contract/limits/meetings";
export * from "#contract/limits/notice";
export * from "#contract/limits/people";
export * from "#contract/limits/reports";
export * from "#contract/limits/rooms";
export * from "#contract/limits/settings";
export * from "#contract/limits/wire";

export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zh-CN";
