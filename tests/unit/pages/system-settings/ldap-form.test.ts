import type { LdapSettings } from "#contract/ldap";
import {
  bodyOf,
  formValuesOf,
  URL_PATTERN,
} from "../../../../src/pages/system-settings/synchronization/ldap-form";

describe("the LDAP connection form", () => {
  const stored: LdapSettings = {
    configured: true,
    url: "ldap://dc.example.com:389",
    bindDn: "cn=reader,dc=example,dc=com",
    bindPasswordSet: true,
    baseDn: "dc=example,dc=com",
    userFilter: "(objectClass=person)",
    attributes: {
      account: "sAMAccountName",
      name: "displayName",
      email: null,
      phone: null,
      id: "objectGUID",
    },
    updatedAt: 1,
  };

  it("never fills the password, and sends none when the field stays empty (the stored one is kept)", () => {
    const values = formValuesOf(stored);
    expect(values.bindPassword).toBe("");
    expect(bodyOf(values)).not.toHaveProperty("bindPassword");
    expect(bodyOf({ ...values, bindPassword: "New-Secret-1" }).bindPassword).toBe("New-Secret-1");
  });

  it("sends empty optional attributes as null", () => {
    const body = bodyOf({
      ...formValuesOf(stored),
      attributes: { ...formValuesOf(stored).attributes, email: " " },
    });
    expect(body.attributes).toEqual({
      account: "sAMAccountName",
      name: "displayName",
      email: null,
      phone: null,
      id: "objectGUID",
    });
  });

  it("starts from OpenLDAP's usual names when nothing is stored", () => {
    expect(formValuesOf(undefined).attributes).toEqual({
      account: "uid",
      name: "cn",
      email: "mail",
      phone: "telephoneNumber",
      id: "entryUUID",
    });
  });

  it.each([
    ["ldap://host", true],
    ["ldaps://host.example.com:636", true],
    ["ldap://[::1]:389", true],
    ["http://host", false],
    ["ldap://host/dc=x", false],
  ])("accepts %s as an address: %s", (url, ok) => {
    expect(URL_PATTERN.test(url)).toBe(ok);
  });
});
