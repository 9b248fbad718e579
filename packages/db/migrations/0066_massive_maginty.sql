CREATE TABLE "royalty_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "royalty_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"royalty_invoice_id" integer NOT NULL,
	"invoice_no" text NOT NULL,
	"month" text NOT NULL,
	"direction" text DEFAULT 'CREDIT' NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"file_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"refused_reason" text,
	"raised_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note_type" text,
	"note_no" text,
	"note_date" date,
	"financial_year" text,
	"cgst_paise" bigint DEFAULT 0 NOT NULL,
	"sgst_paise" bigint DEFAULT 0 NOT NULL,
	"igst_paise" bigint DEFAULT 0 NOT NULL,
	"gst_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"journal_entry_id" integer,
	"irn" text,
	"einvoice_status" text,
	"einvoice_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "royalty_adjustments_noteNo_unique" UNIQUE("note_no"),
	CONSTRAINT "royalty_adjustments_amount_positive" CHECK ("royalty_adjustments"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD CONSTRAINT "royalty_adjustments_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD CONSTRAINT "royalty_adjustments_royalty_invoice_id_royalty_invoices_id_fk" FOREIGN KEY ("royalty_invoice_id") REFERENCES "public"."royalty_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD CONSTRAINT "royalty_adjustments_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "royalty_adjustments_franchisee_idx" ON "royalty_adjustments" USING btree ("franchisee_id","status");--> statement-breakpoint
CREATE INDEX "royalty_adjustments_invoice_idx" ON "royalty_adjustments" USING btree ("royalty_invoice_id");--> statement-breakpoint
-- The resource list announces its changes like every other (0046_announce_table_changes.sql).
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON royalty_adjustments
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
