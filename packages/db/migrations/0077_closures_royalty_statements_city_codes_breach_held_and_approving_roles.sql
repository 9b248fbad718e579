CREATE TABLE "royalty_statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "royalty_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"collected_paise" bigint NOT NULL,
	"agreed_paise" bigint,
	"status" text DEFAULT 'UNDISPUTED' NOT NULL,
	"dispute_reason" text,
	"claimed_paise" bigint,
	"disputed_by" integer,
	"disputed_at" timestamp with time zone,
	"reply" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "royalty_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "royalty_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"royalty_invoice_id" integer,
	"prepared_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_processors" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "privacy_processors" CASCADE;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "closed_from" date;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "closed_to" date;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "breaches" ADD COLUMN "device_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "breaches" ADD COLUMN "held" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "approves_other_roles_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_statement_lines" ADD CONSTRAINT "royalty_statement_lines_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statement_lines" ADD CONSTRAINT "royalty_statement_lines_statement_id_royalty_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."royalty_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_royalty_invoice_id_royalty_invoices_id_fk" FOREIGN KEY ("royalty_invoice_id") REFERENCES "public"."royalty_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_statement_lines_student_key" ON "royalty_statement_lines" USING btree ("statement_id","student_admission_id");--> statement-breakpoint
CREATE INDEX "royalty_statement_lines_franchisee_idx" ON "royalty_statement_lines" USING btree ("franchisee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_statements_franchisee_month_key" ON "royalty_statements" USING btree ("franchisee_id","month");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_announcement_key" ON "calendar_events" USING btree ("announcement_id");--> statement-breakpoint
-- A city's code is the prefix its centres already carry (Bengaluru: BLR from BLR-001), else its name's first three letters.
UPDATE "cities" SET "code" = (
  SELECT split_part(f."code", '-', 1) FROM "franchisees" f
  WHERE f."city_id" = "cities"."id" AND f."code" ~ '^[A-Z]{2,4}-[0-9]+$' AND NOT f."is_corporate"
  GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1
);--> statement-breakpoint
UPDATE "cities" SET "code" = upper(left(regexp_replace("name", '[^A-Za-z]', '', 'g'), 3)) WHERE "code" IS NULL;--> statement-breakpoint
-- Two cities with one code: the later ones keep none (head office gives them one on the city master).
UPDATE "cities" SET "code" = NULL WHERE "id" IN (
  SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "code" ORDER BY "id") AS n FROM "cities") d WHERE d.n > 1
) OR "code" = '';--> statement-breakpoint
CREATE UNIQUE INDEX "cities_code_key" ON "cities" USING btree ("code");--> statement-breakpoint
-- The statements' lists keep their totals, so their tables announce their changes like every resource table.
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON royalty_statements
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON royalty_statement_lines
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
