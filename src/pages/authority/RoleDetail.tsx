import { useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Descriptions, Skeleton, Tag } from "antd";
import { type ReactNode, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { rolesOps } from "#contract/operations/roles";
import { TabStrip, tabPanelProps } from "../../components/TabStrip";
import { call, queryKeyOf } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import { DataAuthorityTab } from "./DataAuthorityTab";
import { MembersTab } from "./MembersTab";
import { ResourcesTab } from "./ResourcesTab";

interface Props {
  roleId: string;
  /** The role-tree rule keeps the user from changing this role. */
  disabled: boolean;
  onDeleted(): void;
}

const TABS = ["resources", "data", "users"] as const;
type Tab = (typeof TABS)[number];

/**
 * One role: what it is, then its resources, its data authority by organisation and its members (tab
 * in the URL). A tab once shown stays mounted while hidden, so its unsaved choices survive a switch.
 */
export function RoleDetail({ roleId, disabled }: Props) {
  const t = useTranslate();
  const tabsId = useId();
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((name) => name === search.get("tab")) ?? "resources";
  const [shown, setShown] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  if (!shown.has(tab)) setShown(new Set([...shown, tab]));
  const role = useQuery({
    queryKey: queryKeyOf(rolesOps.one, { params: { id: roleId } }),
    queryFn: async () => unwrap(await call(rolesOps.one, { params: { id: roleId } })),
  });
  if (role.isLoading) return <Skeleton active />;
  if (!role.data) return <Alert type="error" showIcon message={t("authority.roleFailed")} />;
  const r = role.data;
  const panes: Record<Tab, ReactNode> = {
    resources: <ResourcesTab role={r} disabled={disabled} />,
    data: <DataAuthorityTab roleId={r.id} disabled={disabled} />,
    users: <MembersTab roleId={r.id} disabled={disabled} />,
  };

  return (
    <section aria-label={r.name}>
      <h2 className="pane-title">{r.name}</h2>
      <Descriptions size="small" column={2} style={{ marginBottom: 8 }}>
        <Descriptions.Item label={t("authority.group")}>{r.groupName ?? "-"}</Descriptions.Item>
        <Descriptions.Item label={t("authority.kind")}>
          {r.system ? <Tag color="red">{t("authority.systemRole")}</Tag> : null}
          {r.manager ? <Tag color="gold">{t("authority.managerRole")}</Tag> : null}
          {!r.system && !r.manager ? t("authority.ordinaryRole") : null}
        </Descriptions.Item>
        <Descriptions.Item label={t("authority.description")} span={2}>
          {r.description ?? "-"}
        </Descriptions.Item>
      </Descriptions>
      {disabled ? (
        <Alert type="info" showIcon message={t("authority.readOnly")} style={{ marginBottom: 8 }} />
      ) : null}
      <TabStrip<Tab>
        id={tabsId}
        active={tab}
        onChange={(key) => {
          const next = new URLSearchParams(search);
          next.set("tab", key);
          setSearch(next);
        }}
        items={TABS.map((key) => ({
          key,
          label: t(`authority.tabs.${key}`, key === "users" ? { count: r.userCount } : undefined),
        }))}
      />
      <div {...tabPanelProps(tabsId, tab)}>
        {TABS.filter((key) => shown.has(key)).map((key) => (
          <div key={key} hidden={key !== tab}>
            {panes[key]}
          </div>
        ))}
      </div>
    </section>
  );
}
