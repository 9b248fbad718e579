CREATE TABLE "ams_category_weights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ams_category_weights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cycle_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"weight" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ams_first_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ams_first_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"audit_type" text DEFAULT 'centre' NOT NULL,
	"scheduled_on" date NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"held_on" date,
	"remark" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ams_first_audits_franchiseeId_unique" UNIQUE("franchisee_id")
);
--> statement-breakpoint
ALTER TABLE "ams_category_weights" ADD CONSTRAINT "ams_category_weights_cycle_id_ams_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."ams_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_category_weights" ADD CONSTRAINT "ams_category_weights_category_id_audit_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."audit_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_first_audits" ADD CONSTRAINT "ams_first_audits_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_first_audits" ADD CONSTRAINT "ams_first_audits_manager_id_ams_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."ams_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_first_audits" ADD CONSTRAINT "ams_first_audits_recorded_by_admin_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ams_category_weights_cycle_category_uq" ON "ams_category_weights" USING btree ("cycle_id","category_id");