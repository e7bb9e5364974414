CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" bigint NOT NULL,
	"kind" text NOT NULL,
	"operation" text NOT NULL,
	"feature" text NOT NULL,
	"outcome" text NOT NULL,
	"status" integer NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"actor_account" text,
	"actor_dept_id" text,
	"account" text,
	"target_id" text,
	"target_name" text,
	"target_dept_id" text,
	"address" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("operation", '') || chr(31) || coalesce("actor_name", '') || chr(31) || coalesce("actor_account", '') || chr(31) || coalesce("account", '') || chr(31) || coalesce("target_id", '') || chr(31) || coalesce("target_name", '') || chr(31) || coalesce("address", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_feature_idx" ON "audit_log" USING btree ("feature","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_dept_idx" ON "audit_log" USING btree ("actor_dept_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_dept_idx" ON "audit_log" USING btree ("target_dept_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_search_text_trgm_idx" ON "audit_log" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- hand-written (drizzle-kit cannot express these): the audit log is append-only. UPDATE and
-- TRUNCATE are refused; DELETE only inside the retention's transaction (audit/retention.ts sets
-- audit_log.pruning there) and only of rows older than the cut-off it sets beside it.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
    AND current_setting('audit_log.pruning', true) = 'on'
    AND OLD.at < coalesce(nullif(current_setting('audit_log.prune_before', true), '')::bigint, 0) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
