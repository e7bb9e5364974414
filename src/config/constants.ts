/** Business constants of spec §9 and the wire settings of DESIGN.md §2, in one place. */
export const API_BASE = "/api/v1";
export const PRODUCT: string = import.meta.env?.VITE_PRODUCT ?? "meeting";

export const REQUEST_TIMEOUT_MS = 600_000;
export const UPLOAD_TIMEOUT_MS = 600_000;
export const REDIRECT_DELAY_MS = 3_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MIN_DESKTOP_WIDTH = 1192;
export const ORG_TREE_DEPTH = 1;
export const DATE_FORMAT = "YYYY/MM/DD HH:mm";

export * from "#contract/limits";

export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zh-CN";
