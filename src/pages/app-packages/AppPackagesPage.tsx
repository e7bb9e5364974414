import { UploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Select, Table, Typography } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { AppPlatform, AppVersion } from "#contract/apphub";
import { APP_PLATFORMS } from "#contract/limits/settings";
import { apphubOps } from "#contract/operations/apphub";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { PageFrame } from "../../components/PageFrame";
import { RowActionBar } from "../../components/RowActionBar";
import { TablePlaceholder } from "../../components/TablePlaceholder";
import { call, queryKeyOf } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import { formatBytes } from "../../utils/byte-size";
import { localTime } from "../licence/licence-format";
import { EditVersionDialog } from "./EditVersionDialog";
import { APP_VERSIONS_KEY } from "./package-format";
import { UploadPackageDialog } from "./UploadPackageDialog";

const PAGE_SIZE = 10;
const isPlatform = (value: string | null): value is AppPlatform =>
  APP_PLATFORMS.some((platform) => platform === value);

/** /system/upload-system-management: the desktop-client packages /download offers. */
export function AppPackagesPage() {
  const t = useTranslate();
  const { message, modal } = useAppApi();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const rawPlatform = search.get("platform");
  const platform = isPlatform(rawPlatform) ? rawPlatform : undefined;
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<AppVersion | null>(null);
  const list = useQuery({
    queryKey: queryKeyOf(apphubOps.versions, { query: { page, size: PAGE_SIZE, platform } }),
    queryFn: async () =>
      unwrap(await call(apphubOps.versions, { query: { page, size: PAGE_SIZE, platform } })),
    placeholderData: keepPreviousData,
  });

  const setParams = (next: { page?: number; platform?: AppPlatform | undefined }) => {
    const params = new URLSearchParams(search);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set("page", String(nextPage));
    else params.delete("page");
    if ("platform" in next) {
      if (next.platform) params.set("platform", next.platform);
      else params.delete("platform");
    }
    setSearch(params, { replace: true });
  };
  const refresh = () => client.invalidateQueries({ queryKey: APP_VERSIONS_KEY });

  const remove = (version: AppVersion) =>
    modal.confirm({
      title: t("app-packages.delete"),
      content: t("app-packages.deleteConfirm", {
        name: version.fileName,
        version: version.version,
        platform: t(`app-packages.platforms.${version.platform}`),
      }),
      okText: t("app-packages.delete"),
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await call(apphubOps.remove, { params: { id: version.id } });
        if (!result.ok) return;
        message.success(t("app-packages.deleted"));
        if (list.data?.records.length === 1 && page > 1) setParams({ page: page - 1 });
        await refresh();
      },
    });

  const columns = [
    {
      key: "platform",
      dataIndex: "platform",
      title: t("app-packages.platform"),
      width: 110,
      render: (value: AppPlatform) => t(`app-packages.platforms.${value}`),
    },
    { key: "version", dataIndex: "version", title: t("app-packages.version"), width: 120 },
    {
      key: "fileName",
      title: t("app-packages.file"),
      render: (_: unknown, version: AppVersion) => (
        <span>
          {version.fileName}
          <Typography.Text type="secondary"> · {formatBytes(version.size)}</Typography.Text>
        </span>
      ),
    },
    {
      key: "sha256",
      dataIndex: "sha256",
      title: "SHA-256",
      width: 150,
      render: (value: string | null) =>
        value ? (
          <Typography.Text
            code
            copyable={{ text: value, tooltips: [t("app-packages.copyHash"), t("app-packages.copied")] }}
          >
            {value.slice(0, 12)}…
          </Typography.Text>
        ) : (
          "—"
        ),
    },
    {
      key: "releaseNotes",
      dataIndex: "releaseNotes",
      title: t("app-packages.releaseNotes"),
      ellipsis: true,
      render: (value: string | null) => value ?? "—",
    },
    {
      key: "createdAt",
      dataIndex: "createdAt",
      title: t("app-packages.uploadedAt"),
      width: 160,
      render: (value: number) => localTime(value),
    },
    {
      key: "actions",
      title: t("app-packages.actions"),
      width: 200,
      fixed: "right" as const,
      render: (_: unknown, version: AppVersion) => (
        <RowActionBar
          actions={[
            {
              key: "download",
              render: () =>
                version.downloadUrl ? (
                  <Button size="small" type="link" href={version.downloadUrl} download={version.fileName}>
                    {t("app-packages.download")}
                  </Button>
                ) : null,
            },
            {
              key: "edit",
              render: () => (
                <Button size="small" type="link" onClick={() => setEditing(version)}>
                  {t("app-packages.edit")}
                </Button>
              ),
            },
            {
              key: "delete",
              render: () => (
                <Button size="small" type="link" danger onClick={() => remove(version)}>
                  {t("app-packages.delete")}
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
      title={t("menu.upgrade")}
      extra={
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          {t("app-packages.upload")}
        </Button>
      }
    >
      <Card>
        <Typography.Paragraph type="secondary">{t("app-packages.intro")}</Typography.Paragraph>
        <div className="system-toolbar">
          <label htmlFor="app-platform-filter">{t("app-packages.platform")}</label>
          <Select
            id="app-platform-filter"
            style={{ width: 180 }}
            value={platform ?? ""}
            onChange={(value) => setParams({ platform: isPlatform(value) ? value : undefined })}
            options={[
              { value: "", label: t("app-packages.allPlatforms") },
              ...APP_PLATFORMS.map((p) => ({ value: p, label: t(`app-packages.platforms.${p}`) })),
            ]}
          />
        </div>
        <Table<AppVersion>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching && !firstLoad}
          scroll={{ x: 1050 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            showTotal: (total) => t("app-packages.total", { total }),
            onChange: (next) => setParams({ page: next }),
          }}
          locale={{
            emptyText: firstLoad ? (
              <TablePlaceholder rows={3} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("app-packages.empty")} />
            ),
          }}
        />
      </Card>
      {uploading && (
        <UploadPackageDialog
          onClose={() => setUploading(false)}
          onSaved={() => {
            setUploading(false);
            message.success(t("app-packages.uploaded"));
            setParams({ page: 1 });
            void refresh();
          }}
        />
      )}
      {editing && (
        <EditVersionDialog
          version={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            message.success(t("app-packages.saved"));
            void refresh();
          }}
        />
      )}
    </PageFrame>
  );
}
