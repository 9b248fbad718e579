CREATE TABLE "day_check_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"day" date NOT NULL,
	"in_at" timestamp with time zone NOT NULL,
	"in_method" text NOT NULL,
	"in_by" integer,
	"out_at" timestamp with time zone,
	"pickup_id" integer,
	"one_time_pickup_id" integer,
	"out_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_family_pins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_family_pins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"pin_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_family_pins_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "day_kiosk_locks" (
	"franchisee_id" integer PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_kiosk_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_kiosk_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_kiosk_tokens_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
CREATE TABLE "day_one_time_pickups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_one_time_pickups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"photo_file_id" text NOT NULL,
	"code_hash" text,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_pickups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_pickups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"mobile" text NOT NULL,
	"photo_file_id" text NOT NULL,
	"id_reference" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"remark" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_secrets" (
	"id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_check_ins" ADD CONSTRAINT "day_check_ins_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_check_ins" ADD CONSTRAINT "day_check_ins_in_by_admin_users_id_fk" FOREIGN KEY ("in_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_check_ins" ADD CONSTRAINT "day_check_ins_pickup_id_day_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."day_pickups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_check_ins" ADD CONSTRAINT "day_check_ins_one_time_pickup_id_day_one_time_pickups_id_fk" FOREIGN KEY ("one_time_pickup_id") REFERENCES "public"."day_one_time_pickups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_check_ins" ADD CONSTRAINT "day_check_ins_out_by_admin_users_id_fk" FOREIGN KEY ("out_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_family_pins" ADD CONSTRAINT "day_family_pins_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_family_pins" ADD CONSTRAINT "day_family_pins_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_kiosk_locks" ADD CONSTRAINT "day_kiosk_locks_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_kiosk_tokens" ADD CONSTRAINT "day_kiosk_tokens_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_kiosk_tokens" ADD CONSTRAINT "day_kiosk_tokens_used_by_admin_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_kiosk_tokens" ADD CONSTRAINT "day_kiosk_tokens_issued_by_admin_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_one_time_pickups" ADD CONSTRAINT "day_one_time_pickups_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_pickups" ADD CONSTRAINT "day_pickups_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_pickups" ADD CONSTRAINT "day_pickups_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_check_ins_child_day_uq" ON "day_check_ins" USING btree ("student_admission_id","day");--> statement-breakpoint
CREATE INDEX "day_check_ins_centre_day_idx" ON "day_check_ins" USING btree ("franchisee_id","day");--> statement-breakpoint
CREATE INDEX "day_kiosk_tokens_centre_idx" ON "day_kiosk_tokens" USING btree ("franchisee_id","id");--> statement-breakpoint
CREATE INDEX "day_one_time_pickups_child_idx" ON "day_one_time_pickups" USING btree ("student_admission_id","day");--> statement-breakpoint
CREATE INDEX "day_pickups_child_idx" ON "day_pickups" USING btree ("student_admission_id","status");