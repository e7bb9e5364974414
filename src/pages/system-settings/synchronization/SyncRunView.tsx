import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Alert, Descriptions, Progress, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import type { LdapEntryProblem, LdapSyncRun } from "#contract/ldap";
import { LDAP_MAX_REPORTED_PROBLEMS } from "#contract/limits/auth";
import { DATE_FORMAT } from "../../../config/constants";

const STATUS_TAGS = {
  RUNNING: { color: "processing", icon: <SyncOutlined spin /> },
  SUCCEEDED: { color: "success", icon: <CheckCircleOutlined /> },
  FAILED: { color: "error", icon: <CloseCircleOutlined /> },
} as const;

const COUNTS = ["found", "created", "updated", "unchanged", "disabled", "enabled", "skipped"] as const;

const percentOf = (run: LdapSyncRun) => {
  if (run.status === "SUCCEEDED") return 100;
  return run.found > 0 ? Math.floor((run.processed / run.found) * 100) : 0;
};

/** One synchronisation: its state (a text and an icon, never colour alone), progress, counts and problems. */
export function SyncRunView({ run }: { run: LdapSyncRun }) {
  const t = useTranslate();
  const running = run.status === "RUNNING";
  const tag = STATUS_TAGS[run.status];
  const time = (at: number | null) => (at ? dayjs(at).format(DATE_FORMAT) : "-");
  const problemCount = run.skipped;
  return (
    <div className="sync-run">
      <div role="status" aria-live="polite" className="sync-run-state">
        <Tag color={tag.color} icon={tag.icon}>
          {t(`sync-settings.sync.status.${run.status}`)}
        </Tag>
        <span>
          {t(`sync-settings.sync.phase.${run.phase}`, { found: run.found, processed: run.processed })}
        </span>
      </div>
      <Progress
        percent={percentOf(run)}
        status={running ? "active" : run.status === "FAILED" ? "exception" : "success"}
        aria-label={t("sync-settings.sync.progress")}
      />
      {run.failure && (
        <Alert
          type="error"
          showIcon
          message={run.message}
          description={
            run.detail ? t("sync-settings.connection.directorySays", { detail: run.detail }) : undefined
          }
          style={{ margin: "12px 0" }}
        />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t("sync-settings.sync.startedAt")}>{time(run.startedAt)}</Descriptions.Item>
        <Descriptions.Item label={t("sync-settings.sync.startedBy")}>
          {run.startedBy ?? "-"}
        </Descriptions.Item>
        <Descriptions.Item label={t("sync-settings.sync.finishedAt")}>
          {time(run.finishedAt)}
        </Descriptions.Item>
        {COUNTS.map((name) => (
          <Descriptions.Item key={name} label={t(`sync-settings.sync.counts.${name}`)}>
            {run[name]}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {run.problems.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t("sync-settings.sync.problems")}
          </Typography.Title>
          {problemCount > run.problems.length && (
            <Typography.Paragraph type="secondary">
              {t("sync-settings.sync.problemsMore", {
                shown: Math.min(run.problems.length, LDAP_MAX_REPORTED_PROBLEMS),
                count: problemCount,
              })}
            </Typography.Paragraph>
          )}
          <Table<LdapEntryProblem>
            size="small"
            rowKey={(problem) => `${problem.dn}:${problem.problem}`}
            dataSource={run.problems}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { key: "dn", dataIndex: "dn", title: t("sync-settings.sync.problemDn") },
              {
                key: "account",
                dataIndex: "account",
                title: t("sync-settings.sync.problemAccount"),
                width: 160,
              },
              { key: "message", dataIndex: "message", title: t("sync-settings.sync.problemReason") },
            ]}
          />
        </>
      )}
    </div>
  );
}
