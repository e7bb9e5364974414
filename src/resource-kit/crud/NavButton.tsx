import { EditOutlined, EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { useCan, useGo, useTranslate } from "@refinedev/core";
import { Button, type ButtonProps } from "antd";
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
  /** Already known to be permitted (a row asks for all its actions at once). */
  allowed?: boolean;
}

/** Opens a generated screen of the resource; absent when the user may not open it. */
export function NavButton({ def, screen, id, label, size, type, allowed }: NavButtonProps) {
  const t = useTranslate();
  const go = useGo();
  const { data: access } = useCan({
    resource: def.name,
    action: screen,
    params: { id },
    queryOptions: { enabled: !allowed },
  });
  if (!allowed && access?.can !== true) return null;
  const paths = resourcePaths(def);
  const to = screen === "create" ? paths.create : paths[screen](id ?? "");
  // A link (it can open in a new tab), followed inside the app on a plain click.
  return (
    <Button
      size={size}
      type={type}
      icon={ICONS[screen]}
      href={to}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go({ to, type: "push" });
      }}
    >
      {label ?? t(`buttons.${screen}`)}
    </Button>
  );
}
