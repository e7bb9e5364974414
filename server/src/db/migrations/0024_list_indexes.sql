CREATE INDEX "departments_parent_id_idx" ON "departments" USING btree ("parent_id","id");--> statement-breakpoint
-- hand-written
-- A user page walks the index of its sort and checks each entry's keyword there (migration 0021).
-- The stored grams (about 350 bytes a user, for one- and two-character keywords, which the grams'
-- GIN index answers) made the entries four times wider: a keyword whose matches sort late read
-- 690 index pages to skip 10 000 users instead of 195. The walk checks the search text alone.
DROP INDEX IF EXISTS "users_name_idx";
--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" ("name", "id") INCLUDE ("dept_id", "enabled", "search_text");
--> statement-breakpoint
DROP INDEX IF EXISTS "users_account_sort_idx";
--> statement-breakpoint
CREATE INDEX "users_account_sort_idx" ON "users" ("account", "id") INCLUDE ("dept_id", "enabled", "search_text");
--> statement-breakpoint
DROP INDEX IF EXISTS "users_created_idx";
--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" ("created_at", "id") INCLUDE ("dept_id", "enabled", "search_text");
