import { useTranslate } from "@refinedev/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Empty, Table, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import type { LicenceRecord } from "#contract/licence";
import { licencesOps } from "#contract/operations/licences";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { PageFrame } from "../../components/PageFrame";
import { RowActionBar } from "../../components/RowActionBar";
import { TablePlaceholder } from "../../components/TablePlaceholder";
import { call, download, queryKeyOf } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import { saveFile } from "../../resource-kit/actions/save-file";
import { LicenceState } from "./LicenceState";
import { LicenceStatusCard } from "./LicenceStatusCard";
import { LICENCE_STATUS_KEY, LICENCES_KEY, localTime, utcDay } from "./licence-format";
import { UploadLicenceButton } from "./UploadLicenceButton";

/** A licence's detail dialog loads when one is first opened. */
const LicenceDetail = lazy(() => import("./LicenceDetail").then((m) => ({ default: m.LicenceDetail })));

const PAGE_SIZE = 10;

/** /system/license-setting: the licence in force, the machine serial, and the uploaded licences. */
export function LicencePage() {
  const t = useTranslate();
  const { message, modal } = useAppApi();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shown, setShown] = useState<LicenceRecord | null>(null);
  const status = useQuery({
    queryKey: LICENCE_STATUS_KEY,
    queryFn: async () => unwrap(await call(licencesOps.status)),
  });
  const list = useQuery({
    queryKey: queryKeyOf(licencesOps.list, { query: { page, size: PAGE_SIZE } }),
    queryFn: async () => unwrap(await call(licencesOps.list, { query: { page, size: PAGE_SIZE } })),
    placeholderData: keepPreviousData,
  });

  const goTo = (next: number) => {
    const params = new URLSearchParams(search);
    if (next > 1) params.set("page", String(next));
    else params.delete("page");
    setSearch(params, { replace: true });
  };
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: LICENCE_STATUS_KEY });
    await client.invalidateQueries({ queryKey: LICENCES_KEY });
  };

  const remove = (licence: LicenceRecord) =>
    modal.confirm({
      title: t("licence.delete"),
      content: licence.current
        ? t("licence.deleteCurrentConfirm", { licensee: licence.licensee })
        : t("licence.deleteConfirm", { licensee: licence.licensee }),
      okText: t("licence.delete"),
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await call(licencesOps.remove, { params: { id: licence.id } });
        if (!result.ok) return;
        message.success(t("licence.deleted"));
        if (list.data?.records.length === 1 && page > 1) goTo(page - 1);
        await refresh();
      },
    });

  const exportLicence = async (licence: LicenceRecord) => {
    const result = await download(licencesOps.export, { params: { id: licence.id } });
    if (result.ok) saveFile(result.data.blob, result.data.fileName ?? licence.fileName);
  };

  const columns = [
    { key: "licensee", dataIndex: "licensee", title: t("licence.licensee") },
    { key: "licenceId", dataIndex: "licenceId", title: t("licence.licenceId"), width: 160 },
    { key: "rooms", dataIndex: "rooms", title: t("licence.rooms"), width: 100 },
    { key: "ports", dataIndex: "ports", title: t("licence.ports"), width: 100 },
    {
      key: "expiresAt",
      dataIndex: "expiresAt",
      title: t("licence.expires"),
      width: 130,
      render: (value: number) => utcDay(value),
    },
    {
      key: "state",
      title: t("licence.state"),
      width: 120,
      render: (_: unknown, licence: LicenceRecord) => <LicenceState licence={licence} />,
    },
    {
      key: "uploadedAt",
      dataIndex: "uploadedAt",
      title: t("licence.uploadedAt"),
      width: 170,
      render: (value: number) => localTime(value),
    },
    {
      key: "actions",
      title: t("licence.actions"),
      width: 190,
      render: (_: unknown, licence: LicenceRecord) => (
        <RowActionBar
          actions={[
            {
              key: "show",
              render: () => (
                <Button size="small" type="link" onClick={() => setShown(licence)}>
                  {t("licence.detail")}
                </Button>
              ),
            },
            {
              key: "export",
              render: () => (
                <Button size="small" type="link" onClick={() => void exportLicence(licence)}>
                  {t("licence.export")}
                </Button>
              ),
            },
            {
              key: "delete",
              render: () => (
                <Button size="small" type="link" danger onClick={() => remove(licence)}>
                  {t("licence.delete")}
                </Button>
              ),
            },
          ]}
        />
      ),
    },
  ];

  const firstLoad = list.isLoading;
  return (
    <PageFrame
      title={t("menu.license")}
      loading={status.isLoading}
      extra={<UploadLicenceButton onUploaded={() => void refresh()} onRefused={setRefusal} />}
    >
      <div className="system-stack">
        {refusal && (
          <Alert
            type="error"
            showIcon
            role="alert"
            closable
            onClose={() => setRefusal(null)}
            message={t("licence.refused")}
            description={refusal}
          />
        )}
        {status.data && <LicenceStatusCard status={status.data} />}
        <Card title={t("licence.uploadedLicences")}>
          <Typography.Paragraph type="secondary">{t("licence.intro")}</Typography.Paragraph>
          <Table<LicenceRecord>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.data?.records ?? []}
            loading={list.isFetching && !firstLoad}
            scroll={{ x: 1000 }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              hideOnSinglePage: true,
              showTotal: (total) => t("licence.total", { total }),
              onChange: goTo,
            }}
            locale={{
              emptyText: firstLoad ? (
                <TablePlaceholder rows={3} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("licence.empty")} />
              ),
            }}
          />
        </Card>
      </div>
      {shown && (
        <Suspense fallback={null}>
          <LicenceDetail licence={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
