/** Tablets (iPad, Android without "Mobile", "Tablet" browsers) get the desktop console. */
const TABLET = /iPad|Tablet|PlayBook|Silk/i;
const PHONE = /iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Android.+Mobile|Mobi/i;

/** Guard step 1: is this browser a phone? */
export function isPhone(userAgent: string | null | undefined): boolean {
  if (!userAgent || TABLET.test(userAgent)) return false;
  return PHONE.test(userAgent);
}

/** Desktop-client user agent codes of guard step 2: WINDOWS_{brand}, MAC_{brand}, WINDOWS_WEB, MAC_WEB. */
export function isDesktopClientCode(code: string | null | undefined): boolean {
  return !!code && /^(WINDOWS|MAC)_[A-Z0-9_]+$/.test(code);
}
