import { useTranslate } from "@refinedev/core";
import { Card, Empty, Typography } from "antd";

/** The "being built" state of pages that later issues fill: never a blank screen. */
export function UnderConstruction({ label }: { label: string }) {
  const t = useTranslate();
  return (
    <Card>
      <Typography.Title level={4}>{t(label)}</Typography.Title>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong>{t("pages.beingBuilt.title")}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t("pages.beingBuilt.description")}</Typography.Text>
          </>
        }
      />
    </Card>
  );
}
