import { useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Flex } from "antd";
import Search from "antd/es/input/Search";
import { useEffect, useState } from "react";
import { AUDIT_KINDS, AUDIT_OUTCOMES } from "#contract/limits/audit";
import { auditLogOps } from "#contract/operations/audit-log";
import { DayRangePicker } from "../../components/DayRangePicker";
import { Select } from "../../performance/deferred-ui/lazy-pickers";
import { call, queryKeyOf } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import { ActorSelect } from "./ActorSelect";
import type { AuditFilterState } from "./audit-state";

/** Time range (whole days), who, which feature, which kind, the outcome and a keyword. */
export function AuditFilters({
  state,
  onChange,
}: {
  state: AuditFilterState;
  onChange: (next: AuditFilterState) => void;
}) {
  const t = useTranslate();
  const [keyword, setKeyword] = useState(state.keyword);
  useEffect(() => setKeyword(state.keyword), [state.keyword]);
  const features = useQuery({
    queryKey: queryKeyOf(auditLogOps.features),
    queryFn: async () => unwrap(await call(auditLogOps.features, {}, { silent: true })),
  });

  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <DayRangePicker
        value={{ start: state.from, end: state.to }}
        label={t("audit-log.filters.range")}
        placeholder={[t("audit-log.filters.rangeStart"), t("audit-log.filters.rangeEnd")]}
        onChange={({ start, end }) => onChange({ ...state, from: start, to: end })}
      />
      <ActorSelect value={state.actorId} onChange={(actorId) => onChange({ ...state, actorId })} />
      <Select<string>
        allowClear
        showSearch
        style={{ width: 180 }}
        aria-label={t("audit-log.filters.feature")}
        placeholder={t("audit-log.filters.feature")}
        value={state.feature}
        onChange={(feature) => onChange({ ...state, feature })}
        options={(features.data ?? []).map((feature) => ({ value: feature, label: feature }))}
      />
      <Select
        allowClear
        style={{ width: 150 }}
        aria-label={t("audit-log.filters.kind")}
        placeholder={t("audit-log.filters.kind")}
        value={state.kind}
        onChange={(kind) => onChange({ ...state, kind })}
        options={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`audit-log.kinds.${kind}`) }))}
      />
      <Select
        allowClear
        style={{ width: 130 }}
        aria-label={t("audit-log.filters.outcome")}
        placeholder={t("audit-log.filters.outcome")}
        value={state.outcome}
        onChange={(outcome) => onChange({ ...state, outcome })}
        options={AUDIT_OUTCOMES.map((outcome) => ({
          value: outcome,
          label: t(`audit-log.outcomes.${outcome}`),
        }))}
      />
      <Search
        allowClear
        style={{ width: 260 }}
        aria-label={t("audit-log.filters.keyword")}
        placeholder={t("audit-log.filters.keyword")}
        value={keyword}
        maxLength={60}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(value) => onChange({ ...state, keyword: value.trim() })}
      />
    </Flex>
  );
}
