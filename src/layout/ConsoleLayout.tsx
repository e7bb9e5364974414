import { Layout } from "antd";
import { Outlet } from "react-router";
import { ConsoleHeader } from "../components/ConsoleHeader";
import { MIN_DESKTOP_WIDTH } from "../config/constants";
import { SideNav } from "./SideNav";

/** The console frame: the fixed menu on the left, the header, and the page. */
export function ConsoleLayout({ title }: { title: string }) {
  return (
    <Layout className="console-layout" style={{ minWidth: MIN_DESKTOP_WIDTH }}>
      <Layout.Sider width={220} className="console-sider">
        <div className="console-title">{title}</div>
        <nav aria-label={title}>
          <SideNav />
        </nav>
      </Layout.Sider>
      <Layout>
        <ConsoleHeader />
        <Layout.Content className="console-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
