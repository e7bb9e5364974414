/**
 * System settings: the network tab, the login page, feedback, licences and the desktop clients of the app hub.
 */

/** The desktop clients of the app hub. */
export const APP_PLATFORMS = ["WINDOWS", "MAC", "LINUX"] as const;
/** Time servers the network tab keeps, and why a test of one can fail. */
export const NTP_SERVERS_MAX = 4;
export const NTP_FAILURES = ["TIMEOUT", "UNREACHABLE", "BAD_REPLY"] as const;
/** The login page: its title per language, and its images (checked by content, at most this large). */
export const LOGIN_TITLE_MAX = 64;
export const LOGIN_IMAGE_KINDS = ["logo", "background"] as const;
export const LOGIN_IMAGE_MAX_BYTES = { logo: 512 * 1024, background: 4 * 1024 * 1024 } as const;
/** Feedback users send from the user menu: its kinds, states, length, and how many one user may send per hour. */
export const FEEDBACK_CATEGORIES = ["PROBLEM", "SUGGESTION", "OTHER"] as const;
export const FEEDBACK_STATUSES = ["OPEN", "HANDLED"] as const;
export const FEEDBACK_CONTENT_MAX = 2000;
export const FEEDBACK_PER_HOUR = 10;
/** Licences: what runs without one (README "Licences"), and the size of a licence file. */
export const EVALUATION_LICENCE = { rooms: 100, ports: 100 } as const;
export const LICENCE_FILE_MAX_BYTES = 64 * 1024;
/** Desktop client packages: the largest upload, and the package kinds recognised by their bytes. */
export const APP_PACKAGE_MAX_BYTES = 1024 * 1024 * 1024;
export const APP_PACKAGE_KINDS = ["exe", "msi", "dmg", "pkg", "deb", "rpm", "AppImage", "zip"] as const;
/** Which package kinds each platform takes. */
export const APP_PLATFORM_KINDS = {
  WINDOWS: ["exe", "msi", "zip"],
  MAC: ["dmg", "pkg", "zip"],
  LINUX: ["deb", "rpm", "AppImage", "zip"],
} as const;
export const APP_VERSION_MAX = 32;
export const RELEASE_NOTES_MAX = 2000;
