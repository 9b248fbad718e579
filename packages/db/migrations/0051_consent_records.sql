CREATE TABLE "consent_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"decision" text NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_codes_referenceId_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"decision" text NOT NULL,
	"notice_version" integer NOT NULL,
	"language" text NOT NULL,
	"verified_by" text NOT NULL,
	"mobile_ending" text,
	"decided_by" integer NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_codes" ADD CONSTRAINT "consent_codes_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_codes_user_idx" ON "consent_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_child_purpose_idx" ON "consent_records" USING btree ("student_admission_id","purpose","id");--> statement-breakpoint
CREATE INDEX "consent_records_centre_idx" ON "consent_records" USING btree ("franchisee_id","id");