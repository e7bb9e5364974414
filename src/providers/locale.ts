import enUS from "antd/locale/en_US";
import zhCN from "antd/locale/zh_CN";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import "dayjs/locale/en";
import type { Language } from "../config/constants";

export function antdLocale(lng: Language) {
  return lng === "zh-CN" ? zhCN : enUS;
}

export function applyDayjsLocale(lng: Language): void {
  dayjs.locale(lng === "zh-CN" ? "zh-cn" : "en");
}
