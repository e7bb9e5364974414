import {
  ApiOutlined,
  AreaChartOutlined,
  DesktopOutlined,
  HistoryOutlined,
  MonitorOutlined,
  SettingOutlined,
  ToolOutlined,
  VideoCameraOutlined,
} from "@ant-design/icons";

export const SECTION_ICONS: Record<string, React.ReactNode> = {
  video: <VideoCameraOutlined />,
  history: <HistoryOutlined />,
  operation: <ToolOutlined />,
  device: <DesktopOutlined />,
  monitor: <MonitorOutlined />,
  report: <AreaChartOutlined />,
  system: <SettingOutlined />,
  api: <ApiOutlined />,
};
