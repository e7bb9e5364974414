import { useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { openApiOps } from "#contract/operations/open-api";
import { PageFrame } from "../../components/PageFrame";
import { call } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import { ApiReference } from "./ApiReference";
import { API_ACCESS_KEY, CredentialCard } from "./CredentialCard";

/** /system/open-api: the integrator's credential and the API's reference. */
export function OpenApiPage() {
  const t = useTranslate();
  const access = useQuery({
    queryKey: API_ACCESS_KEY,
    queryFn: async () => unwrap(await call(openApiOps.get)),
  });
  return (
    <PageFrame title={t("menu.api")} loading={access.isLoading}>
      <div className="system-stack">
        {access.data && <CredentialCard access={access.data} />}
        <ApiReference />
      </div>
    </PageFrame>
  );
}
