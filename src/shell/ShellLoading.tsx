import { useTranslation } from "react-i18next";

export function ShellLoading() {
  const { t } = useTranslation();
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t("public.loading")}</span>
    </div>
  );
}
