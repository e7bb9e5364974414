-- hand-written
-- A user page first walks the index of its sort for ids (services/user-query.ts): with the columns
-- its filters read (keyword, department, enabled) beside the key, that walk reads the index alone,
-- so a keyword whose matches sort late skips thousands of users without visiting their rows.
DROP INDEX IF EXISTS "users_name_idx";
--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" ("name", "id") INCLUDE ("account", "dept_id", "enabled");
--> statement-breakpoint
DROP INDEX IF EXISTS "users_account_sort_idx";
--> statement-breakpoint
CREATE INDEX "users_account_sort_idx" ON "users" ("account", "id") INCLUDE ("name", "dept_id", "enabled");
--> statement-breakpoint
DROP INDEX IF EXISTS "users_created_idx";
--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" ("created_at", "id") INCLUDE ("name", "account", "dept_id", "enabled");
