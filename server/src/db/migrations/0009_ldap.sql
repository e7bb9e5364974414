CREATE TABLE "ldap_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"dn" text NOT NULL,
	"seen_run_id" text,
	"disabled_by_sync" boolean DEFAULT false NOT NULL,
	"synced_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ldap_ou_mappings" (
	"id" text PRIMARY KEY NOT NULL,
	"ou_dn" text NOT NULL,
	"ou_key" text NOT NULL,
	"dept_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ldap_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"bind_dn" text NOT NULL,
	"bind_password_sealed" text,
	"base_dn" text NOT NULL,
	"user_filter" text NOT NULL,
	"attr_account" text NOT NULL,
	"attr_name" text NOT NULL,
	"attr_email" text,
	"attr_phone" text,
	"attr_id" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ldap_sync_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"failure" text,
	"detail" text,
	"started_at" bigint NOT NULL,
	"finished_at" bigint,
	"heartbeat_at" bigint NOT NULL,
	"started_by" text,
	"found" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ldap_accounts" ADD CONSTRAINT "ldap_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ldap_ou_mappings" ADD CONSTRAINT "ldap_ou_mappings_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ldap_sync_runs" ADD CONSTRAINT "ldap_sync_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ldap_accounts_entry_idx" ON "ldap_accounts" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ldap_accounts_seen_idx" ON "ldap_accounts" USING btree ("seen_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ldap_ou_mappings_key_idx" ON "ldap_ou_mappings" USING btree ("ou_key");--> statement-breakpoint
CREATE INDEX "ldap_ou_mappings_dept_idx" ON "ldap_ou_mappings" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ldap_sync_runs_one_running_idx" ON "ldap_sync_runs" USING btree ("status") WHERE "ldap_sync_runs"."status" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "ldap_sync_runs_started_idx" ON "ldap_sync_runs" USING btree ("started_at");