import { useTranslate } from "@refinedev/core";
import { Empty } from "antd";
import { PageFrame } from "../components/PageFrame";

/** The "being built" state of pages that later issues fill: never a blank screen. */
export function UnderConstruction({ label }: { label: string }) {
  const t = useTranslate();
  return (
    <PageFrame title={t(label)}>
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
    </PageFrame>
  );
}
