CREATE TABLE "sso_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"binding_hash" text NOT NULL,
	"redirect" text NOT NULL,
	"nonce" text,
	"code_verifier" text,
	"request_id" text,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"binding_hash" text NOT NULL,
	"redirect" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"protocol" text,
	"settings" jsonb NOT NULL,
	"client_secret_sealed" text,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_grants" ADD CONSTRAINT "sso_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_flows_expires_idx" ON "sso_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_grants_expires_idx" ON "sso_grants" USING btree ("expires_at");