import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * The tabs of the system settings page, in the order of spec §2. Each tab keeps its own route path
 * (declared in src/contract/pages.ts), loads and saves its own part, and is a lazy chunk of its own.
 * A tab with unsaved edits says so through `useUnsavedChanges()` (./unsaved-changes).
 */
export interface SettingTab {
  path: string;
  /** i18n key of the tab's label. */
  label: string;
  component: LazyExoticComponent<ComponentType>;
}

const tab = (path: string, label: string, load: () => Promise<{ default: ComponentType }>): SettingTab => ({
  path,
  label,
  component: lazy(load),
});

export const SETTING_TABS: SettingTab[] = [
  tab("/system/synchronization-setting", "menu.settingSync", () =>
    import("./synchronization/SynchronizationSettings").then((m) => ({ default: m.SynchronizationSettings })),
  ),
  tab("/system/user-setting", "menu.settingAuth", () =>
    import("./authentication/AuthenticationSettings").then((m) => ({ default: m.AuthenticationSettings })),
  ),
  tab("/system/notice-setting", "menu.settingNotice", () =>
    import("./notice/NoticeSettings").then((m) => ({ default: m.NoticeSettings })),
  ),
  tab("/system/meeting-setting", "menu.settingMeeting", () =>
    import("./meeting/MeetingSettings").then((m) => ({ default: m.MeetingSettings })),
  ),
  tab("/system/config-setting", "menu.settingIntegration", () =>
    import("./integration/IntegrationSettings").then((m) => ({ default: m.IntegrationSettings })),
  ),
  tab("/system/server-setting", "menu.settingNetwork", () =>
    import("./network/NetworkSettings").then((m) => ({ default: m.NetworkSettings })),
  ),
  tab("/system/feedback", "menu.feedback", () =>
    import("./feedback/FeedbackSettings").then((m) => ({ default: m.FeedbackSettings })),
  ),
  tab("/system/login-page-setting", "menu.settingInterface", () =>
    import("./login-page/LoginPageSettings").then((m) => ({ default: m.LoginPageSettings })),
  ),
];

/** The tab at this address (paths compare without case, as the router does), if any. */
export function settingTabAt(pathname: string): SettingTab | undefined {
  const key = pathname.replace(/\/+$/, "").toLowerCase();
  return SETTING_TABS.find((t) => t.path.toLowerCase() === key);
}
