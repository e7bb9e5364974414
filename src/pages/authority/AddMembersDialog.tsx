import { useTranslate } from "@refinedev/core";
import { Checkbox, Empty, Modal, Spin } from "antd";
import Search from "antd/es/input/Search";
import { useEffect, useState } from "react";
import { rolesOps } from "#contract/operations/roles";
import { usersOps } from "#contract/operations/users";
import type { UserRef } from "#contract/users";
import { call } from "../../providers/http/call";

interface Props {
  roleId: string;
  onClose(): void;
  onAdded(): void;
}

const SEARCH_DEBOUNCE_MS = 300;

/** People found by name or account, checked and added to the role at once. */
export function AddMembersDialog({ roleId, onClose, onAdded }: Props) {
  const t = useTranslate();
  const [keyword, setKeyword] = useState("");
  const [people, setPeople] = useState<UserRef[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    const text = keyword.trim();
    if (!text) {
      setPeople(null);
      return;
    }
    const timer = setTimeout(async () => {
      const result = await call(usersOps.all, { body: { keyword: text } });
      if (current) setPeople(result.ok ? result.data : []);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  const add = async () => {
    setBusy(true);
    const result = await call(rolesOps.addUsers, { params: { id: roleId }, body: { userIds: chosen } });
    setBusy(false);
    if (result.ok) onAdded();
  };

  return (
    <Modal
      open
      title={t("authority.addMembers")}
      maskClosable={false}
      destroyOnHidden
      okText={t("authority.addChosen", { count: chosen.length })}
      cancelText={t("kit.cancel")}
      okButtonProps={{ loading: busy, disabled: chosen.length === 0 }}
      onCancel={onClose}
      onOk={add}
    >
      <Search
        allowClear
        autoFocus
        placeholder={t("authority.searchPeople")}
        aria-label={t("authority.searchPeople")}
        onChange={(event) => setKeyword(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      {people === null ? (
        <p className="muted">{keyword.trim() ? <Spin size="small" /> : t("authority.typeToSearch")}</p>
      ) : people.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Checkbox.Group
          value={chosen}
          onChange={(values) => setChosen(values.map(String))}
          style={{ display: "flex", flexDirection: "column", gap: 4, maxHeight: 320, overflowY: "auto" }}
          options={people.map((person) => ({
            value: person.id,
            label: `${person.name} (${person.account})${person.deptName ? ` · ${person.deptName}` : ""}`,
          }))}
        />
      )}
    </Modal>
  );
}
