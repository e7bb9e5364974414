import { useTranslate } from "@refinedev/core";
import { PageFrame } from "../../components/PageFrame";
import { AuthenticationSettings } from "./authentication/AuthenticationSettings";

/** /system/user-setting (authentication). */
export function UserSettingPage() {
  const t = useTranslate();
  return (
    <PageFrame title={t("menu.settingAuth")}>
      <AuthenticationSettings />
    </PageFrame>
  );
}
