import type { LdapSettings, LdapSettingsBody } from "#contract/ldap";
import {
  LDAP_ATTRIBUTE_PATTERN,
  LDAP_DEFAULT_ATTRIBUTES,
  LDAP_DEFAULT_USER_FILTER,
  LDAP_URL_PATTERN,
} from "#contract/limits/auth";

/** The connection form's values and the body they are sent as (empty optional attributes are null). */
export interface LdapFormValues {
  url: string;
  bindDn: string;
  bindPassword: string;
  baseDn: string;
  userFilter: string;
  attributes: { account: string; name: string; email: string; phone: string; id: string };
}

export const URL_PATTERN = new RegExp(LDAP_URL_PATTERN);
export const ATTRIBUTE_PATTERN = new RegExp(LDAP_ATTRIBUTE_PATTERN);

export function formValuesOf(settings: LdapSettings | undefined): LdapFormValues {
  const attributes = settings?.attributes ?? LDAP_DEFAULT_ATTRIBUTES;
  return {
    url: settings?.url ?? "",
    bindDn: settings?.bindDn ?? "",
    bindPassword: "",
    baseDn: settings?.baseDn ?? "",
    userFilter: settings?.userFilter ?? LDAP_DEFAULT_USER_FILTER,
    attributes: {
      account: attributes.account ?? LDAP_DEFAULT_ATTRIBUTES.account,
      name: attributes.name ?? LDAP_DEFAULT_ATTRIBUTES.name,
      email: attributes.email ?? "",
      phone: attributes.phone ?? "",
      id: attributes.id ?? LDAP_DEFAULT_ATTRIBUTES.id,
    },
  };
}

const optional = (value: string) => value.trim() || null;

export function bodyOf(values: LdapFormValues): LdapSettingsBody {
  const { attributes } = values;
  return {
    url: values.url.trim(),
    bindDn: values.bindDn.trim(),
    ...(values.bindPassword ? { bindPassword: values.bindPassword } : {}),
    baseDn: values.baseDn.trim(),
    userFilter: values.userFilter.trim(),
    attributes: {
      account: attributes.account.trim(),
      name: attributes.name.trim(),
      email: optional(attributes.email),
      phone: optional(attributes.phone),
      id: attributes.id.trim(),
    },
  };
}
