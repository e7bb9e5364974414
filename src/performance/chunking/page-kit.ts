/**
 * antd's parts that nearly every console page draws (inputs, tags, tooltips and popovers, spinners,
 * cards, alerts, pagination, typography), exported by the console's module so that they travel in
 * the console's chunk. Left to Rollup, each went to a small chunk of its own, shared by a different
 * set of pages, and a deep link downloaded some twenty of them, six at a time. Table is not here:
 * the schedule form, the profile and the settings pages do not draw one.
 */
export {
  Alert,
  Card,
  Checkbox,
  Flex,
  Input,
  Pagination,
  Popover,
  Segmented,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from "antd";
