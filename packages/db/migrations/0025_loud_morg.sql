CREATE TABLE "fee_heads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_heads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"desk_needs_approval" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_heads_code_unique" UNIQUE("code"),
	CONSTRAINT "fee_heads_name_unique" UNIQUE("name")
);
--> statement-breakpoint
-- The heads every installation starts with (BUILT_IN_FEE_HEADS).
INSERT INTO "fee_heads" ("code", "name") VALUES
	('TUITION', 'Tuition'),
	('APPLICATION_FEE', 'Application fee'),
	('REGISTRATION_FEE', 'Registration fee'),
	('ADMISSION_FEE', 'Admission fee'),
	('TRANSPORT', 'Transport'),
	('KIT', 'Kit and uniform'),
	('ACTIVITY', 'Activity'),
	('LATE_PICKUP', 'Late pickup'),
	('OTHER', 'Other');--> statement-breakpoint
ALTER TABLE "fee_types" ADD COLUMN "fee_head_id" integer;--> statement-breakpoint
-- Each existing fee type under the head its name and use say: a service's (bus) fee type is transport.
UPDATE "fee_types" SET "fee_head_id" = (SELECT "id" FROM "fee_heads" WHERE "code" = CASE
	WHEN "fee_types"."name" ~* '(transport|bus|van)' THEN 'TRANSPORT'
	WHEN "fee_types"."name" ~* 'application' THEN 'APPLICATION_FEE'
	WHEN "fee_types"."name" ~* 'registration' THEN 'REGISTRATION_FEE'
	WHEN "fee_types"."name" ~* 'admission' THEN 'ADMISSION_FEE'
	WHEN "fee_types"."name" ~* '(kit|uniform|book)' THEN 'KIT'
	WHEN "fee_types"."name" ~* 'activit' THEN 'ACTIVITY'
	WHEN "fee_types"."category" = 'TUITION' THEN 'TUITION'
	ELSE 'OTHER' END);--> statement-breakpoint
ALTER TABLE "fee_types" ALTER COLUMN "fee_head_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_head" text;--> statement-breakpoint
-- A plan's payment takes its fee type's head; a form fee the head of its form.
UPDATE "payments" SET "fee_head" = COALESCE(
	(SELECT h."code" FROM "student_fee_plans" sfp
		JOIN "fee_plans" fp ON fp."id" = sfp."plan_id"
		JOIN "fee_types" ft ON ft."id" = fp."fee_type_id"
		JOIN "fee_heads" h ON h."id" = ft."fee_head_id"
		WHERE sfp."id" = "payments"."student_fee_plan_id"),
	CASE
		WHEN "payments"."reference_type" LIKE 'ADMISSION%' THEN 'ADMISSION_FEE'
		WHEN "payments"."reference_type" LIKE 'REGISTRATION%' THEN 'REGISTRATION_FEE'
		WHEN "payments"."reference_type" LIKE 'APPLICATION%' THEN 'APPLICATION_FEE'
		ELSE 'TUITION' END);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "fee_head" SET NOT NULL;--> statement-breakpoint
-- The lines a payment posted carry its head. Their amounts, accounts and dates stay as posted; only
-- the kind of money they were filed under is corrected, so the immutability trigger steps aside once.
ALTER TABLE "journal_lines" DISABLE TRIGGER "journal_lines_immutable";--> statement-breakpoint
UPDATE "journal_lines" l SET "tag" = p."fee_head"
	FROM "journal_entries" e, "payments" p
	WHERE e."id" = l."entry_id" AND l."tag" IS NOT NULL AND l."tag" <> p."fee_head"
		AND (e."reference" = 'payment:' || p."id" OR e."reverses_id" = p."journal_entry_id");--> statement-breakpoint
ALTER TABLE "journal_lines" ENABLE TRIGGER "journal_lines_immutable";--> statement-breakpoint
ALTER TABLE "royalty_invoices" ADD COLUMN "royalty_heads" text[] DEFAULT '{TUITION}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "royalty_heads" text[] DEFAULT '{TUITION}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_types" ADD CONSTRAINT "fee_types_fee_head_id_fee_heads_id_fk" FOREIGN KEY ("fee_head_id") REFERENCES "public"."fee_heads"("id") ON DELETE no action ON UPDATE no action;
