ALTER TABLE "mcu_servers" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "mcu_servers" ADD COLUMN "admin_port" integer;