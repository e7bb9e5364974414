import { useEffect, useState } from "react";
import { NOTICE_PLACEHOLDERS } from "#contract/limits/notice";
import type { NoticeValues } from "#contract/rules/notice-template";
import { LANGUAGES, type Language } from "../../../config/constants";
import { i18n, wantLocaleGroupIn } from "../../../i18n";

export type SampleValues = Record<Language, NoticeValues>;

const sampleIn = (lng: Language): NoticeValues =>
  Object.fromEntries(
    NOTICE_PLACEHOLDERS.map((name) => [name, i18n.t(`notice-settings.templates.sample.${name}`, { lng })]),
  ) as NoticeValues;

/**
 * A sample meeting in each language (notice-settings.templates.sample), for the previews: both
 * languages show whatever the console's, so the other language's strings are fetched too.
 */
export function useSampleValues(): SampleValues | null {
  const [values, setValues] = useState<SampleValues | null>(null);
  useEffect(() => {
    let mounted = true;
    void Promise.all(LANGUAGES.map((lng) => wantLocaleGroupIn(lng, "settings"))).then(() => {
      if (mounted) setValues({ "zh-CN": sampleIn("zh-CN"), "en-US": sampleIn("en-US") });
    });
    return () => {
      mounted = false;
    };
  }, []);
  return values;
}
