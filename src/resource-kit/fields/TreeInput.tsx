import { TreeSelect } from "antd";
import { type ChoiceProps, styleFor, toTree, useMissingLabels } from "./ChoiceInput";
import { useFieldOptions } from "./options";

/** tree: a TreeSelect over a tree answer (records with nested `children`). */
export function TreeInput(props: ChoiceProps) {
  const { def, field, value, onChange, placeholder, disabled, parentValue, id } = props;
  const { options, loading } = useFieldOptions(def, field, parentValue);
  const missing = useMissingLabels(props, options);
  return (
    <TreeSelect
      id={id}
      value={value as never}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={[...toTree(missing), ...toTree(options)]}
      multiple={field.multiple}
      placeholder={placeholder}
      disabled={disabled}
      loading={loading}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      style={styleFor(props.mode)}
    />
  );
}
