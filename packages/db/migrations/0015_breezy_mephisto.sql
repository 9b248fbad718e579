CREATE TABLE "ams_centre_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ams_centre_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"category_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ams_centre_allocations_franchiseeId_unique" UNIQUE("franchisee_id")
);
--> statement-breakpoint
CREATE TABLE "ams_centre_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ams_centre_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"visits_per_cycle" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ams_centre_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ams_cycles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ams_cycles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"centre_weight" integer DEFAULT 50 NOT NULL,
	"academic_weight" integer DEFAULT 50 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ams_cycles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ams_holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ams_holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"holiday_date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ams_holidays_holidayDate_unique" UNIQUE("holiday_date")
);
--> statement-breakpoint
CREATE TABLE "ams_managers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ams_managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"mobile" text,
	"zone_id" integer NOT NULL,
	"reports_to_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ams_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ams_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"cycle_id" integer,
	"visit_date" date NOT NULL,
	"audit_type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"remark" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ams_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ams_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ams_zones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "corrective_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corrective_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"non_compliance_id" integer NOT NULL,
	"audit_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"parameter_text" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"training_module_id" integer,
	"training_assigned_at" timestamp with time zone,
	"passed_audit_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrective_tasks_nonComplianceId_unique" UNIQUE("non_compliance_id")
);
--> statement-breakpoint
CREATE TABLE "corrective_trainees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corrective_trainees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "general_audit_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "general_audit_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "general_audit_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "centre_audits" ADD COLUMN "general_audit_type_id" integer;--> statement-breakpoint
ALTER TABLE "ams_centre_allocations" ADD CONSTRAINT "ams_centre_allocations_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_centre_allocations" ADD CONSTRAINT "ams_centre_allocations_manager_id_ams_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."ams_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_centre_allocations" ADD CONSTRAINT "ams_centre_allocations_category_id_ams_centre_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ams_centre_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_managers" ADD CONSTRAINT "ams_managers_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_managers" ADD CONSTRAINT "ams_managers_zone_id_ams_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."ams_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_visits" ADD CONSTRAINT "ams_visits_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_visits" ADD CONSTRAINT "ams_visits_manager_id_ams_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."ams_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_visits" ADD CONSTRAINT "ams_visits_cycle_id_ams_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."ams_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ams_visits" ADD CONSTRAINT "ams_visits_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_tasks" ADD CONSTRAINT "corrective_tasks_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_tasks" ADD CONSTRAINT "corrective_tasks_non_compliance_id_audit_non_compliances_id_fk" FOREIGN KEY ("non_compliance_id") REFERENCES "public"."audit_non_compliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_tasks" ADD CONSTRAINT "corrective_tasks_audit_id_centre_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."centre_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_tasks" ADD CONSTRAINT "corrective_tasks_parameter_id_audit_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."audit_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_tasks" ADD CONSTRAINT "corrective_tasks_training_module_id_teacher_modules_id_fk" FOREIGN KEY ("training_module_id") REFERENCES "public"."teacher_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_tasks" ADD CONSTRAINT "corrective_tasks_passed_audit_id_centre_audits_id_fk" FOREIGN KEY ("passed_audit_id") REFERENCES "public"."centre_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_trainees" ADD CONSTRAINT "corrective_trainees_task_id_corrective_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."corrective_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_trainees" ADD CONSTRAINT "corrective_trainees_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_trainees" ADD CONSTRAINT "corrective_trainees_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ams_centre_allocations_manager_idx" ON "ams_centre_allocations" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "ams_managers_zone_idx" ON "ams_managers" USING btree ("zone_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ams_managers_user_uq" ON "ams_managers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ams_visits_manager_day_uq" ON "ams_visits" USING btree ("manager_id","visit_date") WHERE status <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "ams_visits_franchisee_idx" ON "ams_visits" USING btree ("franchisee_id","visit_date");--> statement-breakpoint
CREATE INDEX "corrective_tasks_franchisee_idx" ON "corrective_tasks" USING btree ("franchisee_id","status","parameter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_trainees_task_staff_uq" ON "corrective_trainees" USING btree ("task_id","staff_id");--> statement-breakpoint
ALTER TABLE "centre_audits" ADD CONSTRAINT "centre_audits_general_audit_type_id_general_audit_types_id_fk" FOREIGN KEY ("general_audit_type_id") REFERENCES "public"."general_audit_types"("id") ON DELETE no action ON UPDATE no action;