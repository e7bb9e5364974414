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
ALTER TABLE "board_pairings" ADD CONSTRAINT "board_pairings_board_id_room_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."room_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_pairings_code_idx" ON "board_pairings" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "board_pairings_secret_idx" ON "board_pairings" USING btree ("secret_hash");