import { SearchOutlined } from "@ant-design/icons";
import type { CrudFilters } from "@refinedev/core";
import { useTranslate } from "@refinedev/core";
import { Button, Form, Input, Space } from "antd";
import { useMemo } from "react";
import { FieldInput } from "../fields/FieldInput";
import { labelKeys } from "../labels";
import type { ResourceDef } from "../types";
import { filtersFromValues, KEYWORD, valuesFromFilters } from "./filters";
import { filterField } from "./view-fields";

interface Props {
  def: ResourceDef;
  /** The filters in force when the bar mounts (from the URL). */
  filters: CrudFilters;
  onSearch: (filters: CrudFilters) => void;
}

/** The keyword box and the declared filters, applied with Search and cleared with Reset. */
export function FilterBar({ def, filters, onSearch }: Props) {
  const t = useTranslate();
  const [form] = Form.useForm();
  // Read once: afterwards the form is the source and the URL follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initial values only
  const initialValues = useMemo(() => valuesFromFilters(def, filters), [def]);
  const declared = def.list?.filters ?? [];
  if (def.list?.keyword === false && declared.length === 0) return null;

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initialValues}
      onFinish={(values: Record<string, unknown>) => onSearch(filtersFromValues(def, values))}
      style={{ rowGap: 12, marginBottom: 16 }}
      aria-label={t("kit.filters")}
    >
      {def.list?.keyword !== false && (
        <Form.Item name={KEYWORD} label={t("kit.keyword")}>
          <Input allowClear placeholder={t("kit.keywordPlaceholder")} style={{ width: 220 }} />
        </Form.Item>
      )}
      {declared.map((filter) => {
        const field = filterField(def, filter);
        return (
          <Form.Item key={filter.field} name={filter.field} label={t(labelKeys.field(def, field))}>
            <FieldInput def={def} field={field} mode="filter" />
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t("kit.search")}
          </Button>
          <Button
            htmlType="button"
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(
                Object.fromEntries(Object.keys(form.getFieldsValue()).map((k) => [k, undefined])),
              );
              onSearch([]);
            }}
          >
            {t("kit.reset")}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
