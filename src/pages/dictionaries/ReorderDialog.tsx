import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from "@ant-design/icons";
import { useGetLocale, useTranslate } from "@refinedev/core";
import { Alert, Button, Modal, Skeleton, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import type { DictItem } from "#contract/dict-admin";
import { dictAdminOps } from "#contract/operations/dict-admin";
import { call } from "../../providers/http/call";
import { moveItem } from "./move-item";

/**
 * One dictionary's items in their order: drag a row, or move it with its buttons (keyboard), then
 * save. The forms offer the items in this order.
 */
export function ReorderDialog({
  code,
  typeName,
  open,
  onClose,
  onSaved,
}: {
  code: string;
  typeName: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslate();
  const english = useGetLocale()() === "en-US";
  const labelOf = (item: DictItem) => (english ? item.labelEn : item.labelZh);
  const [items, setItems] = useState<DictItem[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (!open) return;
    setItems(null);
    let live = true;
    void call(dictAdminOps.list, { query: { code, size: 500, sort: "sort,asc" } }).then(
      (result) => live && setItems(result.ok ? result.data.records : []),
    );
    return () => {
      live = false;
    };
  }, [code, open]);

  const move = (from: number, to: number) => {
    if (!items || to < 0 || to >= items.length || from === to) return;
    setItems(moveItem(items, from, to));
    setAnnouncement(t("dictionaries.reorder.moved", { label: labelOf(items[from]), position: to + 1 }));
  };

  const save = async () => {
    if (!items) return;
    setSaving(true);
    const result = await call(dictAdminOps.sort, { body: { code, ids: items.map((item) => item.id) } });
    setSaving(false);
    if (result.ok) {
      onSaved();
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t("dictionaries.reorder.title", { type: typeName })}
      okText={t("dictionaries.reorder.save")}
      cancelText={t("dictionaries.reorder.cancel")}
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ disabled: !items || items.length < 2 }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("dictionaries.reorder.help")}</Typography.Paragraph>
      {!items ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : items.length === 0 ? (
        <Alert type="info" message={t("dictionaries.reorder.empty")} />
      ) : (
        <ol className="dict-reorder" aria-label={t("dictionaries.reorder.title", { type: typeName })}>
          {items.map((item, index) => (
            <li
              key={item.id}
              draggable
              className={dragged === index ? "dict-reorder-item dragging" : "dict-reorder-item"}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", item.id);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              data-testid={`dict-item-${item.value}`}
            >
              <HolderOutlined aria-hidden className="dict-reorder-handle" />
              <span className="dict-reorder-position">{index + 1}</span>
              <span className="dict-reorder-label">
                <strong>{item.labelZh}</strong> / {item.labelEn}{" "}
                <Typography.Text type="secondary">{item.value}</Typography.Text>
              </span>
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t("dictionaries.reorder.up", { label: labelOf(item) })}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === items.length - 1}
                  aria-label={t("dictionaries.reorder.down", { label: labelOf(item) })}
                  onClick={() => move(index, index + 1)}
                />
              </Space>
            </li>
          ))}
        </ol>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </Modal>
  );
}
