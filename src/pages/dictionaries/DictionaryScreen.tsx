import { OrderedListOutlined } from "@ant-design/icons";
import { type CrudFilter, useInvalidate, useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Menu, Skeleton } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { DICT_TYPES } from "#contract/limits/rooms";
import { dictAdminOps } from "#contract/operations/dict-admin";
import { call, queryKeyOf } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import { ResourceList } from "../../resource-kit/ResourceList";
import type { ScreenProps } from "../../resource-kit/types";
import { ReorderDialog } from "./ReorderDialog";

const TYPE_PARAM = "type";
const TYPES_KEY = queryKeyOf(dictAdminOps.types);

/**
 * /system/dictionary-management: the dictionaries on the left (with their item counts), the chosen
 * one's items in the generated list (add, edit, delete; a value rooms use cannot be deleted), and
 * their order, changed by dragging in the reorder dialog. The chosen dictionary is in the URL.
 */
export default function DictionaryScreen({ def }: ScreenProps) {
  const t = useTranslate();
  const [search, setSearch] = useSearchParams();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const [reordering, setReordering] = useState(false);
  const code = DICT_TYPES.find((c) => c === search.get(TYPE_PARAM)) ?? DICT_TYPES[0];
  const types = useQuery({
    queryKey: TYPES_KEY,
    queryFn: async () => unwrap(await call(dictAdminOps.types)),
  });
  const type = types.data?.find((item) => item.code === code);
  // Each fresh answer of the item list (after an add, a delete, a reorder) refreshes the counts.
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey;
        if (event.type === "updated" && event.action.type === "success" && key.includes(def.name)) {
          void client.invalidateQueries({ queryKey: TYPES_KEY });
        }
      }),
    [client, def.name],
  );
  const filters = useMemo<CrudFilter[]>(() => [{ field: "code", operator: "eq", value: code }], [code]);

  const choose = (next: string) => {
    const params = new URLSearchParams(search);
    params.set(TYPE_PARAM, next);
    params.delete("currentPage");
    setSearch(params);
  };

  const aside = types.data ? (
    <nav aria-label={t("dictionaries.types")} className="dict-types">
      <Menu
        mode="inline"
        selectedKeys={[code]}
        onClick={({ key }) => choose(key)}
        items={types.data.map((item) => ({
          key: item.code,
          label: (
            <span>
              {item.name} <Badge count={item.itemCount} showZero color="#595959" aria-hidden />
              <span className="sr-only">{t("dictionaries.itemCount", { count: item.itemCount })}</span>
            </span>
          ),
        }))}
      />
      <Button icon={<OrderedListOutlined />} onClick={() => setReordering(true)} disabled={!type?.itemCount}>
        {t("dictionaries.reorder.open")}
      </Button>
      <ReorderDialog
        code={code}
        typeName={type?.name ?? code}
        open={reordering}
        onClose={() => setReordering(false)}
        onSaved={() => {
          void invalidate({ resource: def.name, invalidates: ["list"] });
        }}
      />
    </nav>
  ) : (
    <Skeleton active paragraph={{ rows: 3 }} />
  );

  return <ResourceList def={def} permanentFilters={filters} aside={aside} />;
}
