import { useTranslate } from "@refinedev/core";
import { PageFrame } from "../../components/PageFrame";
import { SynchronizationSettings } from "./synchronization/SynchronizationSettings";

/** /system/synchronization-setting. */
export function SynchronizationSettingPage() {
  const t = useTranslate();
  return (
    <PageFrame title={t("menu.settingSync")}>
      <SynchronizationSettings />
    </PageFrame>
  );
}
