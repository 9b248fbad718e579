ALTER TABLE "royalty_settings" DROP CONSTRAINT "royalty_settings_franchiseeId_unique";--> statement-breakpoint
ALTER TABLE "royalty_invoices" ADD COLUMN "agreement_version" integer;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "version_no" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "term_start" date;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "term_end" date;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "renewal_date" date;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "territory_pincodes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "territory_city" text;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "document_file_id" text;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD COLUMN "created_by" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_settings_franchisee_version_key" ON "royalty_settings" USING btree ("franchisee_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_settings_franchisee_from_key" ON "royalty_settings" USING btree ("franchisee_id","effective_from");--> statement-breakpoint
-- Existing terms are each centre's version 1, and every invoice issued so far was issued under it.
UPDATE "royalty_invoices" SET "agreement_version" = 1 WHERE "agreement_version" IS NULL;
