import { pickLanguage } from "../../../src/i18n/language";
import { groupByLanguage } from "../../../src/i18n/resources";

describe("pickLanguage (spec §1, §9)", () => {
  it.each([
    ["stored choice wins over the browser", "en-US", ["zh-CN"], "en-US"],
    ["stored zh-CN wins over an English browser", "zh-CN", ["en-GB"], "zh-CN"],
    ["Chinese browser gives zh-CN", null, ["zh-TW", "en"], "zh-CN"],
    ["non-Chinese browser gives en-US", null, ["fr-FR", "zh-CN"], "en-US"],
    ["no browser language gives the default zh-CN", null, [], "zh-CN"],
    ["an invalid stored value is ignored", "de-DE", ["en-US"], "en-US"],
  ])("%s", (_rule, stored, browser, expected) => {
    expect(pickLanguage(stored, browser)).toBe(expected);
  });
});

describe("groupByLanguage (DESIGN §3 locale layout)", () => {
  it("puts common.json at the root and other files under their own name", () => {
    const bundles = groupByLanguage({
      "/locales/zh-CN/common.json": { app: { title: "标题" } },
      "/locales/zh-CN/rooms.json": { title: "会议室" },
      "/locales/en-US/common.json": { app: { title: "Title" } },
    });
    expect(bundles["zh-CN"]).toEqual({ app: { title: "标题" }, rooms: { title: "会议室" } });
    expect(bundles["en-US"]).toEqual({ app: { title: "Title" } });
  });
});
