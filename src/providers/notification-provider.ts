import type { NotificationProvider } from "@refinedev/core";
import { message } from "antd";

/** antd toasts for the console; the same text is shown once while it is on screen (spec §9). */
export function createNotificationProvider(api: typeof message = message): NotificationProvider {
  const keyOf = (text: string) => `toast:${text}`;
  return {
    open({ message: text, description, type, key }) {
      const content = description ? `${text}: ${description}` : text;
      const level = type === "success" ? "success" : type === "error" ? "error" : "info";
      api.open({ key: key ?? keyOf(content), type: level, content, duration: 3 });
    },
    close(key) {
      api.destroy(key);
    },
  };
}
