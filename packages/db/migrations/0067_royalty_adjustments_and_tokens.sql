CREATE TABLE "dev_token_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_token_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prospect_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"link_token_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"gateway_order_id" text NOT NULL,
	"status" text DEFAULT 'LINK_SENT' NOT NULL,
	"gateway_payment_id" text,
	"paid_via" text,
	"paid_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_token_payments_linkTokenHash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "dev_token_payments_gatewayOrderId_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "dev_token_payments_gatewayPaymentId_unique" UNIQUE("gateway_payment_id")
);
--> statement-breakpoint
CREATE TABLE "dev_token_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"order_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "dev_token_payments" ADD CONSTRAINT "dev_token_payments_prospect_id_dev_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."dev_prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_token_payments" ADD CONSTRAINT "dev_token_payments_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD CONSTRAINT "royalty_adjustments_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD CONSTRAINT "royalty_adjustments_royalty_invoice_id_royalty_invoices_id_fk" FOREIGN KEY ("royalty_invoice_id") REFERENCES "public"."royalty_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_adjustments" ADD CONSTRAINT "royalty_adjustments_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_token_payments_prospect_idx" ON "dev_token_payments" USING btree ("prospect_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_token_payments_paid_key" ON "dev_token_payments" USING btree ("prospect_id") WHERE status = 'PAID';--> statement-breakpoint
CREATE INDEX "royalty_adjustments_franchisee_idx" ON "royalty_adjustments" USING btree ("franchisee_id","status");--> statement-breakpoint
CREATE INDEX "royalty_adjustments_invoice_idx" ON "royalty_adjustments" USING btree ("royalty_invoice_id");--> statement-breakpoint
-- The resource list announces its changes like every other (0046_announce_table_changes.sql).
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON royalty_adjustments
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
