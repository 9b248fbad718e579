CREATE TABLE "hpc_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hpc_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"academic_year" text NOT NULL,
	"competency" text NOT NULL,
	"level" text NOT NULL,
	"reason" text,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"competency" text NOT NULL,
	"goal" text NOT NULL,
	"level" text NOT NULL,
	"note" text,
	"file_id" text,
	"observed_on" date NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hpc_levels" ADD CONSTRAINT "hpc_levels_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_levels" ADD CONSTRAINT "hpc_levels_student_admission_id_student_admissions_id_fk" FOREIGN KEY ("student_admission_id") REFERENCES "public"."student_admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_levels" ADD CONSTRAINT "hpc_levels_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_student_admission_id_student_admissions_id_fk" FOREIGN KEY ("student_admission_id") REFERENCES "public"."student_admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_levels_child_year_competency_uq" ON "hpc_levels" USING btree ("student_admission_id","academic_year","competency");--> statement-breakpoint
CREATE INDEX "observations_class_day_idx" ON "observations" USING btree ("franchisee_id","class_id","observed_on");--> statement-breakpoint
CREATE INDEX "observations_child_idx" ON "observations" USING btree ("student_admission_id","observed_on");--> statement-breakpoint
CREATE INDEX "observations_file_idx" ON "observations" USING btree ("file_id");--> statement-breakpoint
-- The observations' list keeps its totals, so the table announces its changes like every resource table.
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON observations
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
