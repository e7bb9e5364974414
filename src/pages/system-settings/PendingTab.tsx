import { useTranslate } from "@refinedev/core";
import { Empty } from "antd";

/** A tab whose part has not landed yet: says so plainly, offers nothing to edit. */
export function PendingTab() {
  const t = useTranslate();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{t("pages.beingBuilt.title")}</strong>
          <br />
          <span className="text-secondary">{t("pages.beingBuilt.description")}</span>
        </>
      }
    />
  );
}
