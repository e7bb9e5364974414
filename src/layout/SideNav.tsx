import { DownOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { visibleSections } from "../access/permissions";
import { session } from "../auth/session";
import { SECTION_ICONS } from "../components/SectionIcons";
import { findRoute } from "../routing/route-table";

/** Sections whose pages stand at the top level of the menu (meetings, history). */
const TOP_LEVEL = new Set(["meeting", "history"]);
const TOP_ICON: Record<string, string> = { meeting: "video", history: "history" };

/**
 * The menu of spec §2: the sections and pages the user may open (spec §6, decided synchronously
 * from the stored permissions, so the menu paints with the page and never shifts), as links. A
 * section is a disclosure button over its pages' links (open for the current page's section); the
 * current page's link is marked as such. Drawn as antd's dark inline menu draws it (console.css),
 * without antd's Menu, which with its Overflow, Trigger and motion came with every page (~15 kB gzip).
 */
export function SideNav() {
  const t = useTranslate();
  const { pathname } = useLocation();
  const base = useId();
  const sections = visibleSections({
    permissions: session.permissions(),
    userType: session.user()?.type ?? null,
  });
  const current = findRoute(pathname);
  const selected = current ? (current.menuPath ?? current.path) : null;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(current ? [current.section] : []));
  const toggle = (key: string) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const link = (route: { path: string; label: string }, icon?: React.ReactNode) => (
    <li key={route.path}>
      <Link
        to={route.path}
        className={route.path === selected ? "side-nav-entry side-nav-selected" : "side-nav-entry"}
        aria-current={route.path === selected ? "page" : undefined}
      >
        {icon && <span aria-hidden="true">{icon}</span>}
        <span className="side-nav-label">{t(route.label)}</span>
      </Link>
    </li>
  );

  return (
    <ul className="side-nav">
      {sections.flatMap((section) => {
        if (TOP_LEVEL.has(section.key)) {
          return section.routes.map((route) => link(route, SECTION_ICONS[TOP_ICON[section.key]!]));
        }
        const expanded = open.has(section.key);
        const id = `${base}-${section.key}`;
        return [
          <li key={section.key}>
            <button
              type="button"
              className="side-nav-entry"
              aria-expanded={expanded}
              aria-controls={expanded ? id : undefined}
              onClick={() => toggle(section.key)}
            >
              <span aria-hidden="true">{SECTION_ICONS[section.icon]}</span>
              <span className="side-nav-label">{t(section.label)}</span>
              <DownOutlined className="side-nav-arrow" aria-hidden="true" />
            </button>
            {expanded && (
              <ul id={id} className="side-nav-sub">
                {section.routes.map((route) => link(route))}
              </ul>
            )}
          </li>,
        ];
      })}
    </ul>
  );
}
