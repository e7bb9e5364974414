/** Every locale file of zh-CN, as one chunk loaded only when the console runs in Chinese. */
export default import.meta.glob<Record<string, unknown>>("/locales/zh-CN/*.json", {
  eager: true,
  import: "default",
});
