import {
  DownOutlined,
  GlobalOutlined,
  LogoutOutlined,
  MessageOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { useGetIdentity, useGetLocale, useLogout, useSetLocale, useTranslate } from "@refinedev/core";
import { Layout, Space } from "antd";
// The avatar alone: antd's Avatar index adds Avatar.Group, which brings Popover.
import Avatar from "antd/es/avatar/Avatar";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import type { CurrentUser } from "#contract/auth";
import { LANGUAGES } from "../config/constants";
import { MenuButton } from "./MenuButton";

/** The feedback form (antd Form, Radio, TextArea) comes when first opened, not with every page. */
const FeedbackDialog = lazy(() =>
  import("./feedback/FeedbackDialog").then((m) => ({ default: m.FeedbackDialog })),
);

/** Header of the console: language switch and the user menu (profile, feedback, logout). */
export function ConsoleHeader() {
  const t = useTranslate();
  const locale = useGetLocale()();
  const changeLanguage = useSetLocale();
  const { data: user } = useGetIdentity<CurrentUser>();
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [feedbackUsed, setFeedbackUsed] = useState(false);

  return (
    <Layout.Header className="console-header">
      <Space size="middle">
        <MenuButton
          type="text"
          icon={<GlobalOutlined />}
          title={t("header.language")}
          align="end"
          selectedKey={locale}
          items={LANGUAGES.map((lng) => ({ key: lng, label: t(`languages.${lng}`) }))}
          onSelect={(key) => changeLanguage(key)}
        >
          {t(`languages.${locale}`)}
        </MenuButton>
        <MenuButton
          type="text"
          title={t("header.userMenu")}
          data-testid="user-menu"
          align="end"
          items={[
            { key: "profile", icon: <UserOutlined />, label: t("header.profile") },
            { key: "feedback", icon: <MessageOutlined />, label: t("header.feedback") },
            { type: "divider" },
            { key: "logout", icon: <LogoutOutlined />, label: t("header.logout") },
          ]}
          onSelect={(key) => {
            if (key === "logout") logout();
            else if (key === "feedback") {
              setFeedbackUsed(true);
              setFeedbackOpen(true);
            } else navigate("/personal/UserInfo");
          }}
        >
          <Space>
            <Avatar size="small" icon={<UserOutlined />} />
            <span>{user?.name ?? user?.account ?? ""}</span>
            <DownOutlined />
          </Space>
        </MenuButton>
      </Space>
      {feedbackUsed && (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
