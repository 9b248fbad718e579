CREATE TABLE "b2s_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "b2s_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"enquiry_target" integer NOT NULL,
	"admission_target" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enquiry_code" text NOT NULL,
	"franchisee_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"enquiry_type" text DEFAULT 'ADMISSION' NOT NULL,
	"service_type" text,
	"source" text NOT NULL,
	"campaign" text,
	"parent_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"child_name" text NOT NULL,
	"child_name_key" text NOT NULL,
	"child_dob" date,
	"gender" text,
	"class_id" integer,
	"pincode" text,
	"address" text,
	"remarks" text,
	"stage" text DEFAULT 'Yet_to_call' NOT NULL,
	"spanco_status" text DEFAULT 'Suspect' NOT NULL,
	"spanco_sub_status" text DEFAULT 'New' NOT NULL,
	"assigned_to" integer,
	"next_follow_up_date" date,
	"last_follow_up_at" timestamp with time zone,
	"external_source" text,
	"external_id" text,
	"routed_from_franchisee_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_enquiryCode_unique" UNIQUE("enquiry_code")
);
--> statement-breakpoint
CREATE TABLE "enquiry_follow_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"follow_up_date" date NOT NULL,
	"follow_up_type" text DEFAULT 'scheduled' NOT NULL,
	"category" text DEFAULT 'admission' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"remarks" text,
	"outcome" text,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"form_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"status" text DEFAULT 'LINK_SENT' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fee_paise" integer DEFAULT 0 NOT NULL,
	"payment_request_id" integer,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_forms_refId_unique" UNIQUE("ref_id")
);
--> statement-breakpoint
CREATE TABLE "enquiry_stage_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_stage_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"spanco_status" text NOT NULL,
	"spanco_sub_status" text NOT NULL,
	"reason" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stage" text NOT NULL,
	"spanco_status" text NOT NULL,
	"spanco_sub_status" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"follow_up_required" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_stages_stage_unique" UNIQUE("stage")
);
--> statement-breakpoint
CREATE TABLE "lead_allocation_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_allocation_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"method" text NOT NULL,
	"pincode" text,
	"class_id" integer,
	"counsellor_id" integer NOT NULL,
	"assigned_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_user_id" integer,
	"to_user_id" integer,
	"from_franchisee_id" integer,
	"rule_id" integer,
	"reason" text,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'INITIATED' NOT NULL,
	"enquiry_id" integer,
	"form_id" integer,
	"description" text NOT NULL,
	"payer_name" text,
	"payer_mobile" text,
	"mode" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_referenceId_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"kind" text NOT NULL,
	"external_id" text,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enquiry_id" integer,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"secret_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_called_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_sources_publicKey_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "class_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"group_type" text NOT NULL,
	"class_names" text[] DEFAULT '{}' NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer DEFAULT 25 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_admissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_admissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"section_id" integer,
	"admission_date" date NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"promoted_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_attendance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_attendance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"remarks" text,
	"marked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"admission_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"father_name" text,
	"mother_name" text,
	"parent_mobile" text NOT NULL,
	"parent_email" text,
	"address" text,
	"pincode" text,
	"blood_group" text,
	"enquiry_id" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"edit_status" text DEFAULT 'pending' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_enquiryId_unique" UNIQUE("enquiry_id")
);
--> statement-breakpoint
ALTER TABLE "b2s_targets" ADD CONSTRAINT "b2s_targets_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2s_targets" ADD CONSTRAINT "b2s_targets_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assigned_to_admin_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_follow_ups" ADD CONSTRAINT "enquiry_follow_ups_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_follow_ups" ADD CONSTRAINT "enquiry_follow_ups_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_forms" ADD CONSTRAINT "enquiry_forms_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_forms" ADD CONSTRAINT "enquiry_forms_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_stage_events" ADD CONSTRAINT "enquiry_stage_events_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_stage_events" ADD CONSTRAINT "enquiry_stage_events_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_allocation_rules" ADD CONSTRAINT "lead_allocation_rules_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_allocation_rules" ADD CONSTRAINT "lead_allocation_rules_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_allocation_rules" ADD CONSTRAINT "lead_allocation_rules_counsellor_id_admin_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_allocations" ADD CONSTRAINT "lead_allocations_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_allocations" ADD CONSTRAINT "lead_allocations_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_source_id_webhook_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."webhook_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_sources" ADD CONSTRAINT "webhook_sources_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admissions" ADD CONSTRAINT "student_admissions_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admissions" ADD CONSTRAINT "student_admissions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admissions" ADD CONSTRAINT "student_admissions_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admissions" ADD CONSTRAINT "student_admissions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admissions" ADD CONSTRAINT "student_admissions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_student_admission_id_student_admissions_id_fk" FOREIGN KEY ("student_admission_id") REFERENCES "public"."student_admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "b2s_targets_franchisee_year_key" ON "b2s_targets" USING btree ("franchisee_id","academic_year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_duplicate_key" ON "enquiries" USING btree ("franchisee_id","academic_year_id","mobile","child_name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_external_key" ON "enquiries" USING btree ("external_source","external_id");--> statement-breakpoint
CREATE INDEX "enquiries_franchisee_year_stage_idx" ON "enquiries" USING btree ("franchisee_id","academic_year_id","stage");--> statement-breakpoint
CREATE INDEX "enquiries_assigned_idx" ON "enquiries" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "enquiries_follow_up_idx" ON "enquiries" USING btree ("franchisee_id","next_follow_up_date");--> statement-breakpoint
CREATE INDEX "enquiry_follow_ups_enquiry_idx" ON "enquiry_follow_ups" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "enquiry_follow_ups_due_idx" ON "enquiry_follow_ups" USING btree ("franchisee_id","status","follow_up_date");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_forms_enquiry_type_key" ON "enquiry_forms" USING btree ("enquiry_id","form_type");--> statement-breakpoint
CREATE INDEX "enquiry_forms_franchisee_type_idx" ON "enquiry_forms" USING btree ("franchisee_id","form_type","status");--> statement-breakpoint
CREATE INDEX "enquiry_stage_events_enquiry_idx" ON "enquiry_stage_events" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "enquiry_stage_events_franchisee_stage_idx" ON "enquiry_stage_events" USING btree ("franchisee_id","to_stage");--> statement-breakpoint
CREATE INDEX "lead_allocation_rules_franchisee_idx" ON "lead_allocation_rules" USING btree ("franchisee_id");--> statement-breakpoint
CREATE INDEX "lead_allocations_franchisee_idx" ON "lead_allocations" USING btree ("franchisee_id","at");--> statement-breakpoint
CREATE INDEX "lead_allocations_enquiry_idx" ON "lead_allocations" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "payment_requests_franchisee_idx" ON "payment_requests" USING btree ("franchisee_id","status");--> statement-breakpoint
CREATE INDEX "webhook_logs_franchisee_idx" ON "webhook_logs" USING btree ("franchisee_id","kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_franchisee_class_name_key" ON "sections" USING btree ("franchisee_id","class_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "student_admissions_student_year_key" ON "student_admissions" USING btree ("student_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "student_admissions_class_idx" ON "student_admissions" USING btree ("franchisee_id","academic_year_id","class_id","section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_attendance_admission_date_key" ON "student_attendance" USING btree ("student_admission_id","date");--> statement-breakpoint
CREATE INDEX "student_attendance_franchisee_date_idx" ON "student_attendance" USING btree ("franchisee_id","date");--> statement-breakpoint
CREATE INDEX "students_franchisee_idx" ON "students" USING btree ("franchisee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_admission_number_key" ON "students" USING btree ("franchisee_id","admission_number");