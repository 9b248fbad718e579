CREATE TABLE "day_child_protection_concerns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_child_protection_concerns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"what_happened" text NOT NULL,
	"named_staff_id" integer,
	"reported_to_police_at" timestamp with time zone,
	"police_reference" text,
	"reported_by_name" text,
	"parents_informed_at" timestamp with time zone,
	"staff_suspended_at" timestamp with time zone,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"raised_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_child_protection_concerns" ADD CONSTRAINT "day_child_protection_concerns_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_child_protection_concerns" ADD CONSTRAINT "day_child_protection_concerns_raised_by_admin_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_concerns_centre_idx" ON "day_child_protection_concerns" USING btree ("franchisee_id","status");--> statement-breakpoint
-- The register's, the rota's and the concerns' lists keep their totals, so their tables announce their changes like
-- every resource table.
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON register_rules
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON centre_safety_items
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff_safety_items
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rota_shifts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON day_child_protection_concerns
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
