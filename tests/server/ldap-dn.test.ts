import { deptOfEntry, dnKey, firstRdnValue, isUnder } from "../../server/src/people/ldap/dn.ts";

/** DNs compared as directories do, and an entry's department by its nearest mapped OU. */
describe("DN keys", () => {
  it.each([
    [
      "case and spaces around separators do not count",
      "OU=Sales , DC=Example,dc=com",
      "ou=sales,dc=example,dc=com",
    ],
    ["an escaped comma stays in its value", "cn=Wang\\, Bob,dc=x", "cn=wang\\, bob,dc=x"],
    ["a part without '=' is not a DN", "people", null],
    ["an empty value is not a DN", "ou=,dc=x", null],
    ["a type must be a name", "1ou=a,dc=x", null],
  ])("%s", (_rule, dn, key) => {
    expect(dnKey(dn)).toBe(key);
  });

  it.each([
    ["itself", "ou=a,dc=x", "ou=a,dc=x", true],
    ["a child", "uid=u,ou=a,dc=x", "ou=a,dc=x", true],
    ["a sibling whose name ends alike", "uid=u,ou=ba,dc=x", "ou=a,dc=x", false],
    ["an escaped comma is no separator", "uid=u\\,ou=a,dc=x", "ou=a,dc=x", false],
  ])("under: %s", (_rule, key, ancestor, expected) => {
    expect(isUnder(key, ancestor)).toBe(expected);
  });

  it("names an OU by its first value", () => {
    expect(firstRdnValue("ou=Platform,ou=Engineering,dc=x")).toBe("Platform");
  });

  it("picks the nearest mapped OU", () => {
    const mappings = [
      { ouKey: "ou=engineering,dc=x", deptId: "eng" },
      { ouKey: "ou=platform,ou=engineering,dc=x", deptId: "platform" },
    ];
    expect(deptOfEntry("uid=c,ou=platform,ou=engineering,dc=x", mappings)).toBe("platform");
    expect(deptOfEntry("uid=b,ou=engineering,dc=x", mappings)).toBe("eng");
    expect(deptOfEntry("uid=d,ou=people,dc=x", mappings)).toBeNull();
  });
});
