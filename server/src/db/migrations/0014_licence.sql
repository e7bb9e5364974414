CREATE TABLE "api_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"api_key" text NOT NULL,
	"secret_hash" text,
	"user_id" text,
	"rotated_at" bigint,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "api_credentials_api_key_unique" UNIQUE("api_key")
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" text PRIMARY KEY NOT NULL,
	"licence_id" text NOT NULL,
	"serial" text NOT NULL,
	"licensee" text NOT NULL,
	"rooms" integer NOT NULL,
	"ports" integer NOT NULL,
	"issued_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"uploaded_at" bigint NOT NULL,
	"uploaded_by" text,
	CONSTRAINT "licences_licence_id_unique" UNIQUE("licence_id")
);
--> statement-breakpoint
ALTER TABLE "app_versions" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_uploaded_idx" ON "licences" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_platform_version_idx" ON "app_versions" USING btree ("platform","version");