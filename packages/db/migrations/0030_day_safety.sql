CREATE TABLE "day_incidents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"what_happened" text NOT NULL,
	"first_aid" text,
	"staff_present" text NOT NULL,
	"photo_file_id" text,
	"serious" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"reported_by" integer,
	"sent_by" integer,
	"sent_at" timestamp with time zone,
	"acknowledged_by" integer,
	"acknowledged_name" text,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_medication_doses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_medication_doses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"medication_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"care_event_id" integer NOT NULL,
	"given_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_medications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_medications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"medicine" text NOT NULL,
	"dose" text NOT NULL,
	"times" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"notes" text,
	"prescription_file_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"remark" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_incidents" ADD CONSTRAINT "day_incidents_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_incidents" ADD CONSTRAINT "day_incidents_reported_by_admin_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_incidents" ADD CONSTRAINT "day_incidents_sent_by_admin_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_incidents" ADD CONSTRAINT "day_incidents_acknowledged_by_admin_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_medication_doses" ADD CONSTRAINT "day_medication_doses_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_medication_doses" ADD CONSTRAINT "day_medication_doses_medication_id_day_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."day_medications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_medication_doses" ADD CONSTRAINT "day_medication_doses_care_event_id_day_care_events_id_fk" FOREIGN KEY ("care_event_id") REFERENCES "public"."day_care_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_medication_doses" ADD CONSTRAINT "day_medication_doses_given_by_admin_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_medications" ADD CONSTRAINT "day_medications_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_medications" ADD CONSTRAINT "day_medications_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_incidents_child_idx" ON "day_incidents" USING btree ("student_admission_id","status");--> statement-breakpoint
CREATE INDEX "day_incidents_centre_idx" ON "day_incidents" USING btree ("franchisee_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "day_medication_doses_slot_uq" ON "day_medication_doses" USING btree ("medication_id","day","slot");--> statement-breakpoint
CREATE INDEX "day_medications_child_idx" ON "day_medications" USING btree ("student_admission_id","status");