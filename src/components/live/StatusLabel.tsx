import { Tag } from "antd";
import type { ReactNode } from "react";

/** A status as a tag with an icon and its text: never a colour alone (the tag colours pass 4.5:1). */
export function StatusLabel({ color, icon, text }: { color: string; icon: ReactNode; text: string }) {
  return (
    <Tag color={color} icon={icon} className="status-label">
      {text}
    </Tag>
  );
}
