import { useQuery } from "@tanstack/react-query";
import { Form, type FormInstance } from "antd";
import { useEffect, useState } from "react";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { type ApiResult, unwrap } from "../../providers/http/client";
import { showFieldErrors } from "./form-errors";

/**
 * A settings form's calls (save, test), one at a time: `busy` names the one under way, and a
 * refusal's messages go beside their fields, or in a message when none names a field.
 */
export function useSettingsCalls<Kind extends string = "save">(form: FormInstance) {
  const { message } = useAppApi();
  const [busy, setBusy] = useState<Kind | null>(null);
  const run = async <T>(kind: Kind, send: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
    setBusy(kind);
    const result = await send();
    setBusy(null);
    if (!result.ok && !showFieldErrors(form, result)) message.error(result.message);
    return result;
  };
  return { busy, run };
}

/**
 * A card of connection settings (mail server, directory, single sign-on): its form, filled from the
 * server's answer when it arrives; its save and test calls; and the last test's result.
 */
export function useConnectionSettings<Values, Settings, Tested>(options: {
  queryKey: readonly unknown[];
  read: () => Promise<ApiResult<Settings>>;
  valuesOf: (settings: Settings) => Partial<Values>;
}) {
  const [form] = Form.useForm<Values>();
  const settings = useQuery({
    queryKey: options.queryKey,
    queryFn: async () => unwrap(await options.read()),
  });
  const { busy, run } = useSettingsCalls<"test" | "save">(form);
  const [tested, setTested] = useState<Tested | null>(null);
  const { valuesOf } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the server's answer only
  useEffect(() => {
    if (settings.data)
      form.setFieldsValue(valuesOf(settings.data) as Parameters<typeof form.setFieldsValue>[0]);
  }, [settings.data, form]);

  /** Tries values without saving them: the result replaces the last one. */
  const test = async (send: () => Promise<ApiResult<Tested>>) => {
    setTested(null);
    const result = await run("test", send);
    if (result.ok) setTested(result.data);
  };
  return { form, settings, busy, run, test, tested, setTested };
}
