import type { NotificationProvider } from "@refinedev/core";
import { useEffect } from "react";
import { useAppApi } from "../components/app-api/LazyAppApi";
import { setNotifier } from "./http/notifier";

/**
 * The console's toasts: antd messages from the App context (antd's static `message` does not
 * render under React 19). The text is the key, so the same text is shown once while it is on
 * screen (spec §9). The HTTP client's toasts go through the same instance.
 */
export function useConsoleNotificationProvider(): NotificationProvider {
  const { message } = useAppApi();
  useEffect(
    () =>
      setNotifier(({ level, text }) => message.open({ key: `toast:${text}`, type: level, content: text })),
    [message],
  );
  return {
    open({ message: text, description, type, key }) {
      const content = description ? `${text}: ${description}` : text;
      const level = type === "success" ? "success" : type === "error" ? "error" : "info";
      message.open({ key: key ?? `toast:${content}`, type: level, content, duration: 3 });
    },
    close(key) {
      message.destroy(key);
    },
  };
}
