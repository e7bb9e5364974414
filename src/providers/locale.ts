// antd's ES locales: "antd/locale/*" are its CommonJS ones, each bringing its own copies of
// the date picker's and pagination's locales beside the ES ones the components import.
import enUS from "antd/es/locale/en_US";
import zhCN from "antd/es/locale/zh_CN";
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
