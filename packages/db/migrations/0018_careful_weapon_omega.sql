CREATE TABLE "centre_monthly_metrics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "centre_monthly_metrics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"month" text NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"converted" integer DEFAULT 0 NOT NULL,
	"fee_due_paise" bigint DEFAULT 0 NOT NULL,
	"fee_paid_paise" bigint DEFAULT 0 NOT NULL,
	"attendance_marked" integer DEFAULT 0 NOT NULL,
	"attendance_present" integer DEFAULT 0 NOT NULL,
	"training_required" integer DEFAULT 0 NOT NULL,
	"training_completed" integer DEFAULT 0 NOT NULL,
	"audit_score" double precision,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_exports" ADD COLUMN "filters" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "centre_monthly_metrics_key" ON "centre_monthly_metrics" USING btree ("franchisee_id","month");