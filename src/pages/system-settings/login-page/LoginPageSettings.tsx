import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, Col, Form, Input, Row, Skeleton, Typography } from "antd";
import { LOGIN_TITLE_MAX } from "#contract/limits/settings";
import type { LoginPageSettings as Settings } from "#contract/login-page";
import { loginPageOps } from "#contract/operations/login-page";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call, queryKeyOf } from "../../../providers/http/call";
import { unwrap } from "../../../providers/http/client";
import { SaveResetButtons } from "../SettingsCard";
import { useSettingsCalls } from "../settings-calls";
import { useUnsavedChanges } from "../unsaved-changes";
import { LoginImageCard } from "./LoginImageCard";

const KEY = queryKeyOf(loginPageOps.get);
const LANGUAGES = ["zh-CN", "en-US"] as const;
type TitleForm = { title: Record<(typeof LANGUAGES)[number], string> };

const formOf = (settings: Settings): TitleForm => ({
  title: { "zh-CN": settings.title["zh-CN"] ?? "", "en-US": settings.title["en-US"] ?? "" },
});

/**
 * The login page tab: the title shown in each language (empty: the product's name) and the logo
 * and background image. What /login/interface serves, so the login page shows it on its next load.
 */
export function LoginPageSettings() {
  const t = useTranslate();
  const { message } = useAppApi();
  const client = useQueryClient();
  const [form] = Form.useForm<TitleForm>();
  const { busy, run } = useSettingsCalls(form);
  const { markDirty, markClean } = useUnsavedChanges();
  const settings = useQuery({ queryKey: KEY, queryFn: async () => unwrap(await call(loginPageOps.get)) });

  if (!settings.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const current = settings.data;
  // The form holds the titles from its first render on: an image change never resets unsaved text.
  const changed = (next: Settings) => client.setQueryData(KEY, next);

  const save = async (values: TitleForm) => {
    const title = {
      "zh-CN": values.title["zh-CN"].trim() || null,
      "en-US": values.title["en-US"].trim() || null,
    };
    const result = await run("save", () => call(loginPageOps.update, { body: { title } }, { silent: true }));
    if (!result.ok) return;
    markClean();
    client.setQueryData(KEY, result.data);
    message.success(t("settings.loginPage.saved"));
  };

  return (
    <div className="settings-stack">
      <Form
        form={form}
        layout="vertical"
        initialValues={formOf(current)}
        onFinish={save}
        onValuesChange={markDirty}
      >
        <Card title={t("settings.loginPage.titleCard")}>
          <Typography.Paragraph type="secondary">{t("settings.loginPage.titleHelp")}</Typography.Paragraph>
          <Row gutter={16}>
            {LANGUAGES.map((language) => (
              <Col xs={24} md={12} key={language}>
                <Form.Item
                  name={["title", language]}
                  label={t("settings.loginPage.titleIn", { language: t(`languages.${language}`) })}
                >
                  <Input maxLength={LOGIN_TITLE_MAX} showCount placeholder={current.defaultTitle[language]} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <SaveResetButtons
            saving={busy !== null}
            saveLabel={t("settings.save")}
            resetLabel={t("settings.reset")}
            onReset={() => {
              form.setFieldsValue(formOf(current));
              markClean();
            }}
          >
            <Typography.Link href="/login" target="_blank" rel="noopener">
              {t("settings.loginPage.open")}
            </Typography.Link>
          </SaveResetButtons>
        </Card>
      </Form>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t("settings.loginPage.imagesHelp")}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <LoginImageCard kind="logo" url={current.logo} onChanged={changed} />
        </Col>
        <Col xs={24} lg={12}>
          <LoginImageCard kind="background" url={current.background} onChanged={changed} />
        </Col>
      </Row>
    </div>
  );
}
