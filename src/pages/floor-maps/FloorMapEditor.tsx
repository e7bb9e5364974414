import { ArrowLeftOutlined, ReloadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Card, Empty, Flex, Popconfirm, Space, Spin, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { NavButton } from "../../resource-kit/crud/NavButton";
import type { ScreenProps } from "../../resource-kit/types";
import { FloorMapCanvas } from "./FloorMapCanvas";
import { PlacedRooms } from "./PlacedRooms";
import { RoomPicker } from "./RoomPicker";
import type { RoomOption } from "./types";
import { useFileUrl } from "./use-file-url";
import { useFloorMap } from "./use-floor-map";
import "./floor-map.css";
import { useAppApi } from "../../components/app-api/LazyAppApi";

/** The floor-map show screen: the image with its rooms, placed by dragging or choosing then clicking. */
export default function FloorMapEditor({ def }: ScreenProps) {
  const t = useTranslate();
  const { message } = useAppApi();
  const navigate = useNavigate();
  const { id } = useParams<{ id: string }>();
  const map = useFloorMap(def, id);
  const image = useFileUrl(map.record?.fileId);
  const [selected, setSelected] = useState<RoomOption | null>(null);
  const placedIds = useMemo(() => new Set(map.placements.map((p) => p.roomId)), [map.placements]);

  const save = async () => {
    try {
      await map.save();
      message.success(t("floor-map-editor.saved"));
    } catch (error) {
      message.error((error as Error).message || t("floor-map-editor.saveFailed"));
    }
  };

  const back = (
    <Button
      type="text"
      icon={<ArrowLeftOutlined />}
      aria-label={t("floor-map-editor.back")}
      onClick={() => navigate(def.nav.route)}
    />
  );

  if (map.query.isLoading) {
    return (
      <Card title={back}>
        <Flex justify="center" className="floor-map-state">
          <Spin tip={t("floor-map-editor.loading")}>
            <div className="floor-map-spin-space" />
          </Spin>
        </Flex>
      </Card>
    );
  }

  if (map.query.isError || !map.record) {
    return (
      <Card title={back}>
        <Empty
          className="floor-map-state"
          description={map.query.error?.message || t("floor-map-editor.loadFailed")}
        >
          <Button icon={<ReloadOutlined />} onClick={() => void map.query.refetch()}>
            {t("floor-map-editor.retry")}
          </Button>
        </Empty>
      </Card>
    );
  }

  const record = map.record;
  const editButton = <NavButton def={def} screen="edit" id={record.id} />;

  const renderImage = () => {
    if (!record.fileId) {
      return (
        <Empty className="floor-map-state" description={t("floor-map-editor.noImage")}>
          {editButton}
        </Empty>
      );
    }
    if (image.state.status === "error") {
      return (
        <Empty
          className="floor-map-state"
          description={image.state.message || t("floor-map-editor.imageFailed")}
        >
          <Button icon={<ReloadOutlined />} onClick={image.retry}>
            {t("floor-map-editor.retry")}
          </Button>
        </Empty>
      );
    }
    if (image.state.status !== "ready") {
      return (
        <Flex justify="center" className="floor-map-state">
          <Spin tip={t("floor-map-editor.imageLoading")}>
            <div className="floor-map-spin-space" />
          </Spin>
        </Flex>
      );
    }
    return (
      <FloorMapCanvas
        imageUrl={image.state.url}
        imageAlt={t("floor-map-editor.imageAlt", { name: record.name })}
        placements={map.placements}
        selected={selected}
        onPlace={(placement) => {
          map.place(placement);
          setSelected(null);
        }}
        onMove={map.move}
      />
    );
  };

  return (
    <Card
      title={
        <Space>
          {back}
          <span>{record.name}</span>
          {record.locationPath ? (
            <Typography.Text type="secondary">{record.locationPath}</Typography.Text>
          ) : null}
        </Space>
      }
      extra={
        <Space>
          {record.fileId ? editButton : null}
          <Popconfirm
            title={t("floor-map-editor.discardConfirm")}
            okText={t("floor-map-editor.discard")}
            cancelText={t("buttons.cancel")}
            onConfirm={map.discard}
            disabled={!map.dirty}
          >
            <Button disabled={!map.dirty}>{t("floor-map-editor.discard")}</Button>
          </Popconfirm>
          <Button type="primary" onClick={() => void save()} loading={map.saving} disabled={!map.dirty}>
            {t("floor-map-editor.save")}
          </Button>
        </Space>
      }
    >
      <Flex gap={16} align="flex-start">
        <div className="floor-map-main">
          {map.dirty ? (
            <Typography.Text type="warning" className="floor-map-hint">
              {t("floor-map-editor.unsaved")}
            </Typography.Text>
          ) : null}
          {selected ? (
            <Typography.Text className="floor-map-hint">
              {t("floor-map-editor.canvas.placing", { name: selected.name })}
            </Typography.Text>
          ) : null}
          {renderImage()}
          <Typography.Paragraph type="secondary" className="floor-map-hint">
            {t("floor-map-editor.canvas.keyboardHint")}
          </Typography.Paragraph>
        </div>
        <aside className="floor-map-side" aria-label={t("floor-map-editor.rooms.title")}>
          <Typography.Title level={5}>{t("floor-map-editor.rooms.title")}</Typography.Title>
          <RoomPicker
            locationId={record.locationId}
            placedIds={placedIds}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
          />
          <Typography.Paragraph type="secondary" className="floor-map-hint">
            {t("floor-map-editor.moveHint")}
          </Typography.Paragraph>
          <PlacedRooms placements={map.placements} onRemove={map.remove} />
        </aside>
      </Flex>
    </Card>
  );
}
