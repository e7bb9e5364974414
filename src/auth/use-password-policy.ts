import { useQuery } from "@tanstack/react-query";
import { authSettingsOps } from "#contract/operations/auth-settings";
import type { PasswordPolicy } from "#contract/rules/password";
import { call, queryKeyOf } from "../providers/http/call";
import { unwrap } from "../providers/http/client";
import { passwordPolicy, setPasswordPolicy } from "./password-policy";

export const PASSWORD_POLICY_KEY = queryKeyOf(authSettingsOps.passwordPolicy);

/** Reads the rule for a password form, and keeps it for the rule checks. */
export function usePasswordPolicy(): PasswordPolicy {
  const query = useQuery({
    queryKey: PASSWORD_POLICY_KEY,
    queryFn: async () => {
      const policy = unwrap(await call(authSettingsOps.passwordPolicy));
      setPasswordPolicy(policy);
      return policy;
    },
    staleTime: 60_000,
  });
  return query.data ?? passwordPolicy();
}
