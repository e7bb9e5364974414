CREATE TABLE "role_data_authority" (
	"role_id" text NOT NULL,
	"dept_id" text NOT NULL,
	CONSTRAINT "role_data_authority_role_id_dept_id_pk" PRIMARY KEY("role_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "user_data_authority" (
	"user_id" text NOT NULL,
	"dept_id" text NOT NULL,
	CONSTRAINT "user_data_authority_user_id_dept_id_pk" PRIMARY KEY("user_id","dept_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_type_check";--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "manager" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (short_grams("name") || short_grams("account")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "role_data_authority" ADD CONSTRAINT "role_data_authority_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_data_authority" ADD CONSTRAINT "role_data_authority_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_authority" ADD CONSTRAINT "user_data_authority_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_authority" ADD CONSTRAINT "user_data_authority_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_data_authority_dept_idx" ON "role_data_authority" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "user_data_authority_dept_idx" ON "user_data_authority" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_sibling_name_idx" ON "departments" USING btree ("parent_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "role_groups_sibling_name_idx" ON "role_groups" USING btree ("parent_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_idx" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_account_sort_idx" ON "users" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_account_trgm_idx" ON "users" USING gin ("account" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_grams_idx" ON "users" USING gin ("search_grams");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "type";--> statement-breakpoint
-- hand-written (data for databases made before this migration; a fresh database has no users yet).
-- A user's type now follows from their roles: before, the only SYSTEM user was the seeded `admin`,
-- so the roles `admin` holds become SYSTEM (and manager) roles.
UPDATE "roles" SET "system" = true, "manager" = true WHERE "id" IN (SELECT "ur"."role_id" FROM "user_roles" "ur" JOIN "users" "u" ON "u"."id" = "ur"."user_id" WHERE lower("u"."account") = 'admin') AND NOT EXISTS (SELECT 1 FROM "roles" WHERE "system");--> statement-breakpoint
-- Rooms, devices, meetings and users are now limited by data authority: the holders of the
-- permissions it limits keep seeing what they saw (every department) until an administrator narrows it.
INSERT INTO "user_data_authority" ("user_id", "dept_id") SELECT DISTINCT "ur"."user_id", "d"."id" FROM "user_roles" "ur" JOIN "role_permissions" "rp" ON "rp"."role_id" = "ur"."role_id" JOIN "departments" "d" ON "d"."parent_id" = '0' WHERE "rp"."permission" IN ('meetingRoom', 'device', 'meetingControl', 'user') AND NOT EXISTS (SELECT 1 FROM "user_data_authority") AND NOT EXISTS (SELECT 1 FROM "role_data_authority") ON CONFLICT DO NOTHING;
