CREATE TABLE "dict_items" (
	"code" text NOT NULL,
	"value" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dict_items_code_value_pk" PRIMARY KEY("code","value")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_map_rooms" (
	"room_id" text PRIMARY KEY NOT NULL,
	"floor_id" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_maps" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location_id" text NOT NULL,
	"file_id" text,
	"remark" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "human_detectors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"ip" text,
	"room_id" text,
	"status" text DEFAULT 'OFFLINE' NOT NULL,
	"remark" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "locations_level_check" CHECK ("locations"."level" in ('REGION', 'BUILDING', 'FLOOR'))
);
--> statement-breakpoint
CREATE TABLE "mcu_servers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"address" text NOT NULL,
	"port" integer NOT NULL,
	"protocol" text DEFAULT 'HTTPS' NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"capacity" integer NOT NULL,
	"pool_id" text,
	"status" text DEFAULT 'OFFLINE' NOT NULL,
	"remark" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_pools" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_boards" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"room_id" text NOT NULL,
	"status" text DEFAULT 'UNBOUND' NOT NULL,
	"bind_code" text,
	"code_expires_at" bigint,
	"device_serial" text,
	"device_token_hash" text,
	"ip" text,
	"app_version" text,
	"bound_at" bigint,
	"last_seen_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"location_id" text,
	"dept_id" text,
	"capacity" integer DEFAULT 10 NOT NULL,
	"type" text,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"detector_id" text NOT NULL,
	"position" text,
	"status" text DEFAULT 'FREE' NOT NULL,
	"battery" integer,
	"remark" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_models" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_id" text NOT NULL,
	"model_id" text NOT NULL,
	"dial_address" text NOT NULL,
	"protocol" text NOT NULL,
	"ip" text,
	"serial_number" text,
	"status" text DEFAULT 'DISCONNECT' NOT NULL,
	"room_id" text,
	"remark" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_map_rooms" ADD CONSTRAINT "floor_map_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_map_rooms" ADD CONSTRAINT "floor_map_rooms_floor_id_floor_maps_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floor_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_maps" ADD CONSTRAINT "floor_maps_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_maps" ADD CONSTRAINT "floor_maps_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_detectors" ADD CONSTRAINT "human_detectors_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcu_servers" ADD CONSTRAINT "mcu_servers_pool_id_resource_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."resource_pools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_boards" ADD CONSTRAINT "room_boards_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_detector_id_human_detectors_id_fk" FOREIGN KEY ("detector_id") REFERENCES "public"."human_detectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_models" ADD CONSTRAINT "terminal_models_brand_id_terminal_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."terminal_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_brand_id_terminal_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."terminal_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_model_id_terminal_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."terminal_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_created_by_idx" ON "files" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "floor_map_rooms_floor_idx" ON "floor_map_rooms" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "floor_maps_location_idx" ON "floor_maps" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "human_detectors_serial_idx" ON "human_detectors" USING btree (lower("serial_number"));--> statement-breakpoint
CREATE INDEX "human_detectors_room_idx" ON "human_detectors" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_sibling_name_idx" ON "locations" USING btree ("parent_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "mcu_servers_address_idx" ON "mcu_servers" USING btree (lower("address"),"port");--> statement-breakpoint
CREATE INDEX "mcu_servers_pool_idx" ON "mcu_servers" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "mcu_servers_name_idx" ON "mcu_servers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_pools_name_idx" ON "resource_pools" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "room_boards_code_idx" ON "room_boards" USING btree ("bind_code") WHERE "room_boards"."bind_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "room_boards_token_idx" ON "room_boards" USING btree ("device_token_hash") WHERE "room_boards"."device_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "room_boards_room_idx" ON "room_boards" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "room_boards_status_idx" ON "room_boards" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_code_idx" ON "rooms" USING btree (lower("code")) WHERE "rooms"."code" is not null;--> statement-breakpoint
CREATE INDEX "rooms_name_idx" ON "rooms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "rooms_location_idx" ON "rooms" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "rooms_dept_idx" ON "rooms" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "rooms_capacity_idx" ON "rooms" USING btree ("capacity");--> statement-breakpoint
CREATE INDEX "rooms_created_idx" ON "rooms" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_serial_idx" ON "sensors" USING btree (lower("serial_number"));--> statement-breakpoint
CREATE INDEX "sensors_detector_idx" ON "sensors" USING btree ("detector_id");--> statement-breakpoint
CREATE INDEX "sensors_status_idx" ON "sensors" USING btree ("status");--> statement-breakpoint
CREATE INDEX "terminal_models_brand_idx" ON "terminal_models" USING btree ("brand_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_dial_address_idx" ON "terminals" USING btree (lower("dial_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_room_idx" ON "terminals" USING btree ("room_id") WHERE "terminals"."room_id" is not null;--> statement-breakpoint
CREATE INDEX "terminals_name_idx" ON "terminals" USING btree ("name");--> statement-breakpoint
CREATE INDEX "terminals_status_idx" ON "terminals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "terminals_brand_idx" ON "terminals" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "terminals_created_idx" ON "terminals" USING btree ("created_at");