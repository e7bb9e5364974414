CREATE TABLE "login_attempts" (
	"scope" text NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_start" bigint NOT NULL,
	CONSTRAINT "login_attempts_scope_account_address_pk" PRIMARY KEY("scope","account","address")
);
--> statement-breakpoint
CREATE INDEX "login_attempts_window_idx" ON "login_attempts" USING btree ("window_start");
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;