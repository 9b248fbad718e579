CREATE TABLE "academic_calendar_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "academic_calendar_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'HOLIDAY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academic_calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "academic_calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"saturday_working" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_remarks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_remarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"due_date" date,
	"given_on" date,
	"reminded_for" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academic_calendar_days" ADD CONSTRAINT "academic_calendar_days_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_calendar_days" ADD CONSTRAINT "academic_calendar_days_calendar_id_academic_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."academic_calendars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_calendars" ADD CONSTRAINT "academic_calendars_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_calendars" ADD CONSTRAINT "academic_calendars_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_remarks" ADD CONSTRAINT "health_remarks_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_remarks" ADD CONSTRAINT "health_remarks_student_admission_id_student_admissions_id_fk" FOREIGN KEY ("student_admission_id") REFERENCES "public"."student_admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academic_calendar_days_key" ON "academic_calendar_days" USING btree ("calendar_id","date","title");--> statement-breakpoint
CREATE INDEX "academic_calendar_days_date_idx" ON "academic_calendar_days" USING btree ("franchisee_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_calendars_key" ON "academic_calendars" USING btree ("franchisee_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "health_remarks_child_idx" ON "health_remarks" USING btree ("student_admission_id","kind");--> statement-breakpoint
CREATE INDEX "health_remarks_due_idx" ON "health_remarks" USING btree ("franchisee_id","due_date");