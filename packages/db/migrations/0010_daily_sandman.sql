CREATE TABLE "audit_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_type" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_evidence" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"audit_id" integer NOT NULL,
	"response_id" integer,
	"non_compliance_id" integer,
	"file_id" text NOT NULL,
	"caption" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_non_compliances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_non_compliances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_id" integer NOT NULL,
	"response_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"owner" text,
	"due_date" date NOT NULL,
	"closure_note" text,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_non_compliances_responseId_unique" UNIQUE("response_id")
);
--> statement-breakpoint
CREATE TABLE "audit_parameters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_parameters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sub_category_id" integer NOT NULL,
	"text" text NOT NULL,
	"weight" integer NOT NULL,
	"evidence_required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"sub_category_name" text NOT NULL,
	"parameter_text" text NOT NULL,
	"weight" integer NOT NULL,
	"evidence_required" boolean NOT NULL,
	"sort" integer NOT NULL,
	"response" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_sub_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_sub_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "centre_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "centre_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"audit_type" text NOT NULL,
	"audit_date" date NOT NULL,
	"title" text,
	"status" text DEFAULT 'IN-PROGRESS' NOT NULL,
	"score_percent" double precision,
	"band" text,
	"summary" text,
	"auditor_id" integer,
	"submitted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_evidence" ADD CONSTRAINT "audit_evidence_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence" ADD CONSTRAINT "audit_evidence_audit_id_centre_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."centre_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence" ADD CONSTRAINT "audit_evidence_response_id_audit_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."audit_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence" ADD CONSTRAINT "audit_evidence_non_compliance_id_audit_non_compliances_id_fk" FOREIGN KEY ("non_compliance_id") REFERENCES "public"."audit_non_compliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence" ADD CONSTRAINT "audit_evidence_uploaded_by_admin_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_non_compliances" ADD CONSTRAINT "audit_non_compliances_audit_id_centre_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."centre_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_non_compliances" ADD CONSTRAINT "audit_non_compliances_response_id_audit_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."audit_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_non_compliances" ADD CONSTRAINT "audit_non_compliances_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_non_compliances" ADD CONSTRAINT "audit_non_compliances_closed_by_admin_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_parameters" ADD CONSTRAINT "audit_parameters_sub_category_id_audit_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."audit_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_audit_id_centre_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."centre_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_parameter_id_audit_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."audit_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_sub_categories" ADD CONSTRAINT "audit_sub_categories_category_id_audit_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."audit_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_audits" ADD CONSTRAINT "centre_audits_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_audits" ADD CONSTRAINT "centre_audits_auditor_id_admin_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_categories_type_name_uq" ON "audit_categories" USING btree ("audit_type","name");--> statement-breakpoint
CREATE INDEX "audit_evidence_audit_idx" ON "audit_evidence" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "audit_non_compliances_franchisee_idx" ON "audit_non_compliances" USING btree ("franchisee_id","status","due_date");--> statement-breakpoint
CREATE INDEX "audit_parameters_sub_category_idx" ON "audit_parameters" USING btree ("sub_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_responses_item_uq" ON "audit_responses" USING btree ("audit_id","parameter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_sub_categories_name_uq" ON "audit_sub_categories" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "centre_audits_franchisee_idx" ON "centre_audits" USING btree ("franchisee_id","audit_date");--> statement-breakpoint
CREATE INDEX "centre_audits_status_idx" ON "centre_audits" USING btree ("status");