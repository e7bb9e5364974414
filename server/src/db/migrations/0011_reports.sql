CREATE TABLE "presence_readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"sensor_id" text,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presence_readings" ADD CONSTRAINT "presence_readings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_readings" ADD CONSTRAINT "presence_readings_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_readings_room_time_idx" ON "presence_readings" USING btree ("room_id","start_at","end_at");--> statement-breakpoint
-- hand-written
-- Booked versus used walks the bookings of a range across all rooms by their start.
CREATE INDEX "room_bookings_start_idx" ON "room_bookings" USING btree ("start_at");
