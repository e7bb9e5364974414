ALTER TABLE "rooms" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (short_grams("name") || short_grams("code")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (short_grams("name") || short_grams("dial_address")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (short_grams("name") || short_grams("meeting_number") || short_grams("contact")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "rooms_search_grams_idx" ON "rooms" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "terminals_search_grams_idx" ON "terminals" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "schedules_search_grams_idx" ON "schedules" USING gin ("search_grams");