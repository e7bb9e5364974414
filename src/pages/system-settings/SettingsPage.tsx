import { useTranslate, useWarnAboutChange } from "@refinedev/core";
import { Skeleton, Tabs } from "antd";
import { Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { PageFrame } from "../../components/PageFrame";
import { SETTING_TABS, settingTabAt } from "./setting-tabs";

/**
 * /system/...-setting: the system settings, one page with a tab per part (spec §2). The tab is the
 * address, so a tab can be linked and survives a reload. Switching tab with unsaved edits asks first.
 */
export function SettingsPage() {
  const t = useTranslate();
  const { modal } = useAppApi();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  // Navigating once the unsaved flag is cleared: Refine's notifier would otherwise ask again.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const active = settingTabAt(pathname) ?? SETTING_TABS[0];
  const Active = active.component;

  useEffect(() => {
    if (leaveTo === null) return;
    setLeaveTo(null);
    navigate(leaveTo);
  }, [leaveTo, navigate]);

  const switchTo = (path: string) => {
    if (path === active.path) return;
    if (!warnWhen) {
      navigate(path);
      return;
    }
    modal.confirm({
      title: t("settings.unsaved.title"),
      content: t("settings.unsaved.content"),
      okText: t("settings.unsaved.leave"),
      cancelText: t("settings.unsaved.stay"),
      onOk: () => {
        setWarnWhen(false);
        setLeaveTo(path);
      },
    });
  };

  return (
    <PageFrame title={t("menu.setting")}>
      <Tabs
        activeKey={active.path}
        onChange={switchTo}
        destroyOnHidden
        items={SETTING_TABS.map((tab) => ({
          key: tab.path,
          label: t(tab.label),
          children:
            tab.path === active.path ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <Active />
              </Suspense>
            ) : null,
        }))}
      />
    </PageFrame>
  );
}
