import { SearchOutlined } from "@ant-design/icons";
import type { CrudFilters } from "@refinedev/core";
import { useTranslate } from "@refinedev/core";
import { Button, Space } from "antd";
import Input from "antd/es/input/Input";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { FieldInput } from "../fields/FieldInput";
import { fieldLabel } from "../labels";
import type { ResourceDef } from "../types";
import { filtersFromValues, KEYWORD, valuesFromFilters } from "./filters";
import { filterField } from "./view-fields";

interface Props {
  def: ResourceDef;
  /** The filters in force when the bar mounts (from the URL). */
  filters: CrudFilters;
  onSearch: (filters: CrudFilters) => void;
}

/**
 * The keyword box and the declared filters, applied with Search and cleared with Reset. A plain form
 * over the values (no validation to run): antd's Form and its validator stay off the list's first paint.
 */
export function FilterBar({ def, filters, onSearch }: Props) {
  const t = useTranslate();
  const id = useId();
  // Read once: afterwards the bar is the source and the URL follows it.
  const [values, setValues] = useState<Record<string, unknown>>(() => valuesFromFilters(def, filters));
  const declared = def.list?.filters ?? [];
  if (def.list?.keyword === false && declared.length === 0) return null;

  const set = (name: string) => (value: unknown) => setValues((was) => ({ ...was, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filtersFromValues(def, values));
  };

  return (
    <form onSubmit={submit} aria-label={t("kit.filters")} className="kit-filter-bar">
      {def.list?.keyword !== false && (
        <Labelled id={`${id}-keyword`} label={t("kit.keyword")}>
          <Input
            id={`${id}-keyword`}
            allowClear
            placeholder={t("kit.keywordPlaceholder")}
            style={{ width: 220 }}
            value={(values[KEYWORD] as string | undefined) ?? ""}
            onChange={(event) => set(KEYWORD)(event.target.value)}
          />
        </Labelled>
      )}
      {declared.map((filter) => {
        const field = filterField(def, filter);
        const controlId = `${id}-${filter.field}`;
        return (
          <Labelled key={filter.field} id={controlId} label={fieldLabel(t, def, field)}>
            <FieldInput
              def={def}
              field={field}
              mode="filter"
              id={controlId}
              value={values[filter.field]}
              onChange={set(filter.field)}
            />
          </Labelled>
        );
      })}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t("kit.search")}
        </Button>
        <Button
          htmlType="button"
          onClick={() => {
            setValues({});
            onSearch([]);
          }}
        >
          {t("kit.reset")}
        </Button>
      </Space>
    </form>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="kit-filter">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
