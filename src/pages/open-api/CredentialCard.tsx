import { ExclamationCircleOutlined, KeyOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Descriptions, Form, Modal, Select, Space, Typography } from "antd";
import { useState } from "react";
import type { ApiAccess, ApiSecret } from "#contract/open-api";
import { authOps } from "#contract/operations/auth";
import { openApiOps } from "#contract/operations/open-api";
import { usersOps } from "#contract/operations/users";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { addressOf, call, queryKeyOf } from "../../providers/http/call";
import { localTime } from "../licence/licence-format";

export const API_ACCESS_KEY = queryKeyOf(openApiOps.get);

/** The key, the account it acts as, and the secret's rotation (shown once, after a confirmation). */
export function CredentialCard({ access }: { access: ApiAccess }) {
  const t = useTranslate();
  const { message, modal } = useAppApi();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState("");
  const [userId, setUserId] = useState<string | undefined>(access.account?.id);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [fresh, setFresh] = useState<ApiSecret | null>(null);
  const accountsQuery = { keyword: keyword || undefined, size: 20 };
  const accounts = useQuery({
    queryKey: queryKeyOf(usersOps.list, { query: accountsQuery }),
    queryFn: async () => {
      const result = await call(usersOps.list, { query: accountsQuery }, { silent: true });
      return result.ok ? result.data.records : [];
    },
  });
  const options = [
    ...(access.account && !accounts.data?.some((a) => a.id === access.account?.id)
      ? [{ value: access.account.id, label: `${access.account.name} (${access.account.account})` }]
      : []),
    ...(accounts.data ?? []).map((a) => ({
      value: a.id,
      label: `${a.name} (${a.account})`,
      disabled: a.type === "SYSTEM",
    })),
  ];

  const saveAccount = async () => {
    if (!userId) return;
    setSaving(true);
    const result = await call(openApiOps.setAccount, { body: { userId } }, { silent: true });
    setSaving(false);
    if (!result.ok) {
      setAccountError(result.fields?.userId ?? result.message);
      return;
    }
    setAccountError(null);
    message.success(t("open-api.accountSaved"));
    await client.invalidateQueries({ queryKey: API_ACCESS_KEY });
  };

  const rotate = () =>
    modal.confirm({
      title: access.hasSecret ? t("open-api.rotateTitle") : t("open-api.generateTitle"),
      icon: <ExclamationCircleOutlined />,
      content: access.hasSecret ? t("open-api.rotateConfirm") : t("open-api.generateConfirm"),
      okText: access.hasSecret ? t("open-api.rotate") : t("open-api.generate"),
      okButtonProps: { danger: access.hasSecret },
      onOk: async () => {
        const result = await call(openApiOps.changeSecret);
        if (!result.ok) return;
        setFresh(result.data);
        await client.invalidateQueries({ queryKey: API_ACCESS_KEY });
      },
    });

  const changed = userId !== access.account?.id;
  return (
    <Card title={t("open-api.credential")}>
      <Typography.Paragraph type="secondary">{t("open-api.intro")}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t("open-api.account")}
          htmlFor="open-api-account"
          extra={t("open-api.accountHelp")}
          validateStatus={accountError ? "error" : undefined}
          help={accountError ?? undefined}
        >
          <Space.Compact style={{ width: "100%", maxWidth: 560 }}>
            <Select
              id="open-api-account"
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              value={userId}
              onChange={(value) => {
                setUserId(value);
                setAccountError(null);
              }}
              options={options}
              loading={accounts.isFetching}
              placeholder={t("open-api.accountPlaceholder")}
              style={{ flex: 1 }}
            />
            <Button
              type="primary"
              onClick={() => void saveAccount()}
              disabled={!userId || !changed}
              loading={saving}
            >
              {t("open-api.saveAccount")}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {access.account && (
        <Typography.Paragraph>
          {t("open-api.roles", {
            roles: access.account.roleNames.length
              ? access.account.roleNames.join(", ")
              : t("open-api.noRoles"),
          })}
        </Typography.Paragraph>
      )}
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t("open-api.apiKey")}>
          {access.apiKey ? (
            <Typography.Text code copyable={{ tooltips: [t("open-api.copy"), t("open-api.copied")] }}>
              {access.apiKey}
            </Typography.Text>
          ) : (
            t("open-api.noKey")
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t("open-api.secret")}>
          <Space wrap>
            <span>
              {access.hasSecret && access.rotatedAt
                ? t("open-api.secretSet", { time: localTime(access.rotatedAt) })
                : t("open-api.secretNone")}
            </span>
            <Button
              icon={<KeyOutlined />}
              onClick={rotate}
              disabled={!access.account}
              danger={access.hasSecret}
            >
              {access.hasSecret ? t("open-api.rotate") : t("open-api.generate")}
            </Button>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t("open-api.usage")}>
          <Typography.Paragraph className="api-secret" copyable>
            {`curl -H "X-Api-Key: ${access.apiKey ?? "<key>"}" -H "X-Api-Secret: <secret>" -H "language: en-US" ${window.location.origin}${addressOf(authOps.currentUser)}`}
          </Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
      {fresh && (
        <Modal
          open
          title={t("open-api.newSecret")}
          closable={false}
          maskClosable={false}
          keyboard={false}
          footer={
            <Button type="primary" onClick={() => setFresh(null)}>
              {t("open-api.stored")}
            </Button>
          }
        >
          <Alert type="warning" showIcon message={t("open-api.shownOnce")} style={{ marginBottom: 12 }} />
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t("open-api.apiKey")}>
              <Typography.Text code>{fresh.apiKey}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t("open-api.secret")}>
              <Typography.Text
                className="api-secret"
                data-testid="api-secret"
                copyable={{ tooltips: [t("open-api.copy"), t("open-api.copied")] }}
              >
                {fresh.secret}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </Modal>
      )}
    </Card>
  );
}
