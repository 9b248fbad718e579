CREATE TABLE "day_late_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_late_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"day" date NOT NULL,
	"minutes_late" integer NOT NULL,
	"fee_paise" bigint NOT NULL,
	"charge_id" integer NOT NULL,
	"status" text DEFAULT 'BILLED' NOT NULL,
	"waived_by" integer,
	"waived_at" timestamp with time zone,
	"waive_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_late_pickup_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_late_pickup_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"closing_time" text NOT NULL,
	"grace_minutes" integer NOT NULL,
	"interval_minutes" integer NOT NULL,
	"fee_paise" bigint NOT NULL,
	"fee_head_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_late_pickup_settings_franchiseeId_unique" UNIQUE("franchisee_id")
);
--> statement-breakpoint
CREATE TABLE "day_ratio_breaches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_ratio_breaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"day" date NOT NULL,
	"class_id" integer NOT NULL,
	"children" integer NOT NULL,
	"staff" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "day_ratios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_ratios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_category" text NOT NULL,
	"children_per_staff" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_ratios_classCategory_unique" UNIQUE("class_category")
);
--> statement-breakpoint
CREATE TABLE "day_staff_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_staff_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"day" date NOT NULL,
	"staff_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"fee_head_id" integer NOT NULL,
	"charge_date" date NOT NULL,
	"description" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'DUE' NOT NULL,
	"journal_entry_id" integer NOT NULL,
	"reversal_entry_id" integer,
	"reversal_reason" text,
	"reversed_by" integer,
	"reversed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_charges_sourceKey_unique" UNIQUE("source_key"),
	CONSTRAINT "student_charges_positive" CHECK ("student_charges"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "day_late_fees" ADD CONSTRAINT "day_late_fees_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_late_fees" ADD CONSTRAINT "day_late_fees_waived_by_admin_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_late_pickup_settings" ADD CONSTRAINT "day_late_pickup_settings_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_ratio_breaches" ADD CONSTRAINT "day_ratio_breaches_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_ratio_breaches" ADD CONSTRAINT "day_ratio_breaches_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_staff_classes" ADD CONSTRAINT "day_staff_classes_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_staff_classes" ADD CONSTRAINT "day_staff_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_fee_head_id_fee_heads_id_fk" FOREIGN KEY ("fee_head_id") REFERENCES "public"."fee_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_late_fees_child_day_uq" ON "day_late_fees" USING btree ("student_admission_id","day");--> statement-breakpoint
CREATE INDEX "day_late_fees_centre_day_idx" ON "day_late_fees" USING btree ("franchisee_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "day_ratio_breaches_open_uq" ON "day_ratio_breaches" USING btree ("franchisee_id","class_id","day") WHERE "day_ratio_breaches"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "day_ratio_breaches_day_idx" ON "day_ratio_breaches" USING btree ("day","franchisee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "day_staff_classes_staff_day_uq" ON "day_staff_classes" USING btree ("staff_id","day");--> statement-breakpoint
CREATE INDEX "student_charges_child_idx" ON "student_charges" USING btree ("student_admission_id","charge_date");