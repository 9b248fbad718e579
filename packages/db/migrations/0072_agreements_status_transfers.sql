CREATE TABLE "centre_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "centre_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"transfer_date" date NOT NULL,
	"from_owner_name" text NOT NULL,
	"from_legal_name" text NOT NULL,
	"from_gstin" text,
	"from_email" text NOT NULL,
	"from_mobile" text NOT NULL,
	"to_owner_name" text NOT NULL,
	"to_legal_name" text NOT NULL,
	"to_gstin" text,
	"to_email" text NOT NULL,
	"to_mobile" text NOT NULL,
	"to_user_id" integer,
	"closed_user_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"dues_before_paise" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "royalty_settings" DROP CONSTRAINT "royalty_settings_franchiseeId_unique";--> statement-breakpoint
ALTER TABLE "royalty_invoices" ADD COLUMN "agreement_version" integer;--> statement-breakpoint
ALTER TABLE "royalty_invoices" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "royalty_invoices" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "version_no" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "term_start" date;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "term_end" date;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "renewal_date" date;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "territory_pincodes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "territory_city" text;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "document_file_id" text;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "franchisees" ADD COLUMN "status" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_transfers" ADD CONSTRAINT "centre_transfers_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "centre_transfers_franchisee_date_key" ON "centre_transfers" USING btree ("franchisee_id","transfer_date");--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_settings_franchisee_version_key" ON "royalty_settings" USING btree ("franchisee_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_settings_franchisee_from_key" ON "royalty_settings" USING btree ("franchisee_id","effective_from");--> statement-breakpoint
-- Existing terms are each centre's version 1, and every invoice issued so far was issued under it.
UPDATE "royalty_invoices" SET "agreement_version" = 1 WHERE "agreement_version" IS NULL;
--> statement-breakpoint
-- The agreement versions are a resource now: its lists keep their totals, so the table announces its changes.
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON royalty_settings
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
