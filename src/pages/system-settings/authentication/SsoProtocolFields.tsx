import { useTranslate } from "@refinedev/core";
import { Col, Form, Input, Row } from "antd";
import { SSO_CERTIFICATE_MAX, SSO_METADATA_MAX, SSO_URL_MAX } from "#contract/limits/auth";
import type { SsoProtocol } from "#contract/sso";
import { URL_PATTERN } from "./sso-form";

/** The fields of one protocol; `secretStored` says the OIDC client secret field may stay empty. */
export function SsoProtocolFields({
  protocol,
  secretStored,
}: {
  protocol: SsoProtocol;
  secretStored: boolean;
}) {
  const t = useTranslate();
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t("sso.required", { label }),
  });
  const url = { pattern: URL_PATTERN, message: t("sso.urlInvalid") };

  if (protocol === "CAS") {
    return (
      <Form.Item
        name={["cas", "serverUrl"]}
        label={t("sso.cas.serverUrl")}
        extra={t("sso.cas.serverUrlHelp")}
        rules={[required(t("sso.cas.serverUrl")), url]}
      >
        <Input maxLength={SSO_URL_MAX} placeholder="https://cas.example.com/cas" autoComplete="off" />
      </Form.Item>
    );
  }
  if (protocol === "OAUTH2") {
    return (
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item
            name={["oidc", "issuer"]}
            label={t("sso.oidc.issuer")}
            extra={t("sso.oidc.issuerHelp")}
            rules={[required(t("sso.oidc.issuer")), url]}
          >
            <Input
              maxLength={SSO_URL_MAX}
              placeholder="https://login.example.com/realms/staff"
              autoComplete="off"
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name={["oidc", "scopes"]} label={t("sso.oidc.scopes")} extra={t("sso.oidc.scopesHelp")}>
            <Input maxLength={255} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name={["oidc", "clientId"]}
            label={t("sso.oidc.clientId")}
            rules={[required(t("sso.oidc.clientId"))]}
          >
            <Input maxLength={255} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name={["oidc", "clientSecret"]}
            label={t("sso.oidc.clientSecret")}
            extra={t(secretStored ? "sso.oidc.clientSecretStored" : "sso.oidc.clientSecretHelp")}
            rules={secretStored ? [] : [required(t("sso.oidc.clientSecret"))]}
          >
            <Input.Password
              maxLength={512}
              autoComplete="new-password"
              placeholder={secretStored ? t("sso.oidc.clientSecretKeep") : undefined}
            />
          </Form.Item>
        </Col>
      </Row>
    );
  }
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item
          name={["saml", "idpMetadata"]}
          label={t("sso.saml.idpMetadata")}
          extra={t("sso.saml.idpMetadataHelp")}
        >
          <Input.TextArea rows={4} maxLength={SSO_METADATA_MAX} spellCheck={false} />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item name={["saml", "idpEntityId"]} label={t("sso.saml.idpEntityId")}>
          <Input maxLength={SSO_URL_MAX} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item name={["saml", "idpSsoUrl"]} label={t("sso.saml.idpSsoUrl")} rules={[url]}>
          <Input maxLength={SSO_URL_MAX} placeholder="https://idp.example.com/saml/sso" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name={["saml", "idpCertificate"]} label={t("sso.saml.idpCertificate")}>
          <Input.TextArea
            rows={3}
            maxLength={SSO_CERTIFICATE_MAX}
            spellCheck={false}
            placeholder="-----BEGIN CERTIFICATE-----"
          />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item
          name={["saml", "spEntityId"]}
          label={t("sso.saml.spEntityId")}
          extra={t("sso.saml.spEntityIdHelp")}
          rules={[required(t("sso.saml.spEntityId"))]}
        >
          <Input maxLength={SSO_URL_MAX} autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
