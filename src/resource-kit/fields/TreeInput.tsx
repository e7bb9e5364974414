import { TreeSelect } from "antd";
import { type ChoiceProps, flatten, styleFor, toTree, useMissingLabels } from "./ChoiceInput";
import { useFieldOptions } from "./options";

/** A tree this small opens whole: every choice in sight. */
const OPEN_TREE_MAX = 50;

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
      treeDefaultExpandAll={flatten(options).length <= OPEN_TREE_MAX}
      style={styleFor(props.mode)}
    />
  );
}
