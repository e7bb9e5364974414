import { DeleteOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Empty, List, Popconfirm } from "antd";
import type { Placement } from "./types";

interface Props {
  placements: readonly Placement[];
  onRemove: (roomId: string) => void;
}

/** The rooms on this map, each removable after a confirmation. */
export function PlacedRooms({ placements, onRemove }: Props) {
  const t = useTranslate();
  return (
    <List<Placement>
      size="small"
      header={t("floor-map-editor.placed.title", { count: placements.length })}
      dataSource={[...placements]}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("floor-map-editor.placed.empty")} />
        ),
      }}
      renderItem={(placement) => (
        <List.Item
          actions={[
            <Popconfirm
              key="remove"
              title={t("floor-map-editor.placed.removeConfirm", { name: placement.roomName })}
              okText={t("floor-map-editor.placed.remove")}
              cancelText={t("buttons.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => onRemove(placement.roomId)}
            >
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t("floor-map-editor.placed.removeLabel", { name: placement.roomName })}
              />
            </Popconfirm>,
          ]}
        >
          {placement.roomName}
        </List.Item>
      )}
    />
  );
}
