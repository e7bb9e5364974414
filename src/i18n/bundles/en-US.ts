/** Every locale file of en-US, as one chunk loaded only when the console runs in English. */
export default import.meta.glob<Record<string, unknown>>("/locales/en-US/*.json", {
  eager: true,
  import: "default",
});
