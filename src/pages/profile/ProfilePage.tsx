import { EditOutlined } from "@ant-design/icons";
import { useGetIdentity, useTranslate } from "@refinedev/core";
import { Button, Card, Descriptions, Skeleton, Tag } from "antd";
import { useState } from "react";
import type { CurrentUser } from "#contract/auth";
import { CalendarFeedCard } from "./CalendarFeedCard";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { ProfileForm } from "./ProfileForm";

/** /personal/UserInfo: who I am (name, e-mail and phone editable), changing my password, my calendar feed. */
export function ProfilePage() {
  const t = useTranslate();
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  const [editing, setEditing] = useState(false);
  const dash = (v: string | null | undefined) => v || "-";

  return (
    <div style={{ display: "grid", gap: 16 }}>
      <Card
        title={t("profile.title")}
        extra={
          user && !editing ? (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t("profile.edit")}
            </Button>
          ) : null
        }
      >
        {isLoading || !user ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <Descriptions column={2} bordered size="middle">
            <Descriptions.Item label={t("profile.account")}>{user.account}</Descriptions.Item>
            <Descriptions.Item label={t("profile.name")}>{user.name}</Descriptions.Item>
            <Descriptions.Item label={t("profile.department")}>{dash(user.deptName)}</Descriptions.Item>
            <Descriptions.Item label={t("profile.type")}>
              <Tag color={user.type === "SYSTEM" ? "gold" : "blue"}>{t(`profile.types.${user.type}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t("profile.email")}>{dash(user.email)}</Descriptions.Item>
            <Descriptions.Item label={t("profile.phone")}>{dash(user.phone)}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card title={t("profile.changePassword")}>{user && <ChangePasswordForm userId={user.id} />}</Card>
      <CalendarFeedCard />
    </div>
  );
}
