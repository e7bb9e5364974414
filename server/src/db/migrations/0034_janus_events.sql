ALTER TABLE "participants" ADD COLUMN "bridge_session" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "bridge_handle" text;--> statement-breakpoint
CREATE INDEX "participants_bridge_session_idx" ON "participants" USING btree ("mcu_id","bridge_session") WHERE "participants"."bridge_session" is not null and "participants"."status" <> 'OFFLINE';