import { useTranslate } from "@refinedev/core";
import { Menu, type MenuProps } from "antd";
import { Link, useLocation } from "react-router";
import { visibleSections } from "../access/permissions";
import { session } from "../auth/session";
import { SECTION_ICONS } from "../components/SectionIcons";
import { findRoute } from "../routing/route-table";

type Item = Required<MenuProps>["items"][number];

/** Sections whose pages stand at the top level of the menu (meetings, history). */
const TOP_LEVEL = new Set(["meeting", "history"]);
const TOP_ICON: Record<string, string> = { meeting: "video", history: "history" };

/**
 * The menu of spec §2: the sections and pages the user may open (spec §6, decided synchronously
 * from the stored permissions, so the menu paints with the page and never shifts), as links.
 */
export function SideNav() {
  const t = useTranslate();
  const { pathname } = useLocation();
  const sections = visibleSections({
    permissions: session.permissions(),
    userType: session.user()?.type ?? null,
  });
  const current = findRoute(pathname);

  const items = sections.flatMap((section): Item[] => {
    const links = section.routes.map((route) => ({
      key: route.path,
      icon: TOP_LEVEL.has(section.key) ? SECTION_ICONS[TOP_ICON[section.key]] : undefined,
      label: <Link to={route.path}>{t(route.label)}</Link>,
    }));
    if (TOP_LEVEL.has(section.key)) return links;
    return [
      { key: section.key, icon: SECTION_ICONS[section.icon], label: t(section.label), children: links },
    ];
  });

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={current ? [current.menuPath ?? current.path] : []}
      defaultOpenKeys={current ? [current.section] : []}
    />
  );
}
