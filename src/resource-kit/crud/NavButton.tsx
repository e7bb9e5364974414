import { EditOutlined, EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { useCan, useTranslate } from "@refinedev/core";
import { Button, type ButtonProps } from "antd";
import { useNavigate } from "react-router";
import { resourcePaths } from "../registry";
import type { ResourceDef } from "../types";

type Screen = "create" | "edit" | "show";

const ICONS = { create: <PlusOutlined />, edit: <EditOutlined />, show: <EyeOutlined /> };

interface NavButtonProps extends Pick<ButtonProps, "size" | "type"> {
  def: ResourceDef;
  screen: Screen;
  id?: string;
  /** The visible text, when it differs from the screen's button label. */
  label?: string;
}

/** Opens a generated screen of the resource; absent when the user may not open it. */
export function NavButton(props: NavButtonProps) {
  const { data: access } = useCan({
    resource: props.def.name,
    action: props.screen,
    params: { id: props.id },
  });
  return access?.can === true ? <NavLinkButton {...props} /> : null;
}

/**
 * The button of a screen already known to be permitted (a row asks for all its actions at once):
 * a link (it can open in a new tab), followed inside the app on a plain click.
 */
export function NavLinkButton({ def, screen, id, label, size, type }: NavButtonProps) {
  const t = useTranslate();
  const navigate = useNavigate();
  const paths = resourcePaths(def);
  const to = screen === "create" ? paths.create : paths[screen](id ?? "");
  return (
    <Button
      size={size}
      type={type}
      icon={ICONS[screen]}
      href={to}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {label ?? t(`buttons.${screen}`)}
    </Button>
  );
}
