import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { millis, users } from "./schema.ts";

/**
 * Single sign-on: the identity provider's settings (one row; the OIDC client secret sealed), the
 * sign-ins under way (one per state or relay value, used once), and the one-time grants a finished
 * sign-in leaves for the browser that started it.
 */
export const ssoSettings = pgTable("sso_settings", {
  id: text("id").primaryKey(),
  protocol: text("protocol", { enum: ["CAS", "OAUTH2", "SAML"] }),
  /** The form's values but the secret (contract SsoSettingsBody without `oidc.clientSecret`). */
  settings: jsonb("settings").notNull(),
  /** AES-256-GCM under the server key (lib/secret-box.ts); never answered. */
  clientSecretSealed: text("client_secret_sealed"),
  updatedAt: millis("updated_at").notNull(),
});

export const ssoFlows = pgTable(
  "sso_flows",
  {
    /** SHA-256 of the state (OIDC), RelayState (SAML) or service flow (CAS) value. */
    id: text("id").primaryKey(),
    protocol: text("protocol", { enum: ["CAS", "OAUTH2", "SAML"] }).notNull(),
    /** SHA-256 of the browser's binding cookie. */
    bindingHash: text("binding_hash").notNull(),
    redirect: text("redirect").notNull(),
    nonce: text("nonce"),
    codeVerifier: text("code_verifier"),
    /** The SAML AuthnRequest id the response must answer. */
    requestId: text("request_id"),
    expiresAt: millis("expires_at").notNull(),
  },
  (t) => [index("sso_flows_expires_idx").on(t.expiresAt)],
);

export const ssoGrants = pgTable(
  "sso_grants",
  {
    /** SHA-256 of the grant value in /singleLogin?grant=…. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bindingHash: text("binding_hash").notNull(),
    redirect: text("redirect").notNull(),
    expiresAt: millis("expires_at").notNull(),
  },
  (t) => [index("sso_grants_expires_idx").on(t.expiresAt)],
);
