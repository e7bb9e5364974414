CREATE TABLE "board_check_ins" (
	"meeting_id" text NOT NULL,
	"room_id" text NOT NULL,
	"board_id" text,
	"checked_in_at" bigint NOT NULL,
	CONSTRAINT "board_check_ins_meeting_id_room_id_pk" PRIMARY KEY("meeting_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "board_pairings" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"board_id" text,
	"device_key" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_check_ins" ADD CONSTRAINT "board_check_ins_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_check_ins" ADD CONSTRAINT "board_check_ins_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_check_ins" ADD CONSTRAINT "board_check_ins_board_id_room_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."room_boards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_pairings" ADD CONSTRAINT "board_pairings_board_id_room_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."room_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_pairings_code_idx" ON "board_pairings" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "board_pairings_secret_idx" ON "board_pairings" USING btree ("secret_hash");