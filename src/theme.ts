import type { ThemeConfig } from "antd";

/**
 * The console's antd theme: antd's default blue (#1677ff) and red (#ff4d4f) give white text, links
 * and danger buttons a contrast of 4.1 and 3.3 to 1, below the 4.5 that WCAG AA asks for normal
 * text; these tokens (and the tag colours in console.css) keep every text at 4.5 or more (checked by
 * axe in the e2e tests).
 */
export const CONSOLE_THEME: ThemeConfig = {
  token: {
    colorPrimary: "#0958d9",
    colorLink: "#0958d9",
    colorInfo: "#0958d9",
    colorError: "#cf1322",
    colorTextPlaceholder: "#707070",
    colorTextSecondary: "rgba(0, 0, 0, 0.65)",
    colorTextTertiary: "rgba(0, 0, 0, 0.6)",
    colorTextDescription: "rgba(0, 0, 0, 0.65)",
  },
};
