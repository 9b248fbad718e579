CREATE TABLE "document_counters" (
	"franchisee_id" integer NOT NULL,
	"financial_year" text NOT NULL,
	"series" text NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_franchisee_id_financial_year_series_pk" PRIMARY KEY("franchisee_id","financial_year","series")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"reference" text NOT NULL,
	"reference_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"entry_date" date NOT NULL,
	"reverses_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"account" text NOT NULL,
	"student_admission_id" integer,
	"tag" text,
	"month" text NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_lines_one_side" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" = 0) <> ("journal_lines"."credit" = 0))
);
--> statement-breakpoint
CREATE TABLE "royalty_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "royalty_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"month" text NOT NULL,
	"model" text NOT NULL,
	"collected_paise" bigint NOT NULL,
	"student_count" integer NOT NULL,
	"computed_paise" bigint NOT NULL,
	"minimum_top_up_paise" bigint DEFAULT 0 NOT NULL,
	"royalty_paise" bigint NOT NULL,
	"cgst_paise" bigint DEFAULT 0 NOT NULL,
	"sgst_paise" bigint DEFAULT 0 NOT NULL,
	"igst_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" date NOT NULL,
	"financial_year" text NOT NULL,
	"journal_entry_id" integer,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"irn" text,
	"einvoice_status" text DEFAULT 'PENDING' NOT NULL,
	"einvoice_error" text,
	"einvoice_payload" jsonb,
	"ack_no" text,
	"ack_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "royalty_invoices_invoiceNo_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "royalty_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "royalty_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"model" text NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"per_student_paise" bigint DEFAULT 0 NOT NULL,
	"slabs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_guarantee_paise" bigint DEFAULT 0 NOT NULL,
	"gst_rate_bp" integer DEFAULT 1800 NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "royalty_settings_franchiseeId_unique" UNIQUE("franchisee_id")
);
--> statement-breakpoint
CREATE TABLE "bank_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"branch" text,
	"upi_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concession_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "concession_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"cap_paise" bigint,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concession_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "fee_plan_installments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_plan_installments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"label" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"royalty_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"class_category" text NOT NULL,
	"fee_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"total_paise" bigint NOT NULL,
	"installment_count" integer NOT NULL,
	"royalty_bp" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"remarks" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_plans_total_positive" CHECK ("fee_plans"."total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"application_fee_paise" bigint DEFAULT 0 NOT NULL,
	"registration_fee_paise" bigint DEFAULT 0 NOT NULL,
	"admission_fee_paise" bigint DEFAULT 0 NOT NULL,
	"max_concession_bp" integer DEFAULT 5000 NOT NULL,
	"late_fee_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_settings_franchiseeId_unique" UNIQUE("franchisee_id")
);
--> statement-breakpoint
CREATE TABLE "fee_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text NOT NULL,
	"sac_code" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"order_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"student_fee_plan_id" integer,
	"student_installment_id" integer,
	"student_admission_id" integer,
	"payer_name" text,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"unique_receipt" text NOT NULL,
	"instrument_no" text,
	"instrument_date" date,
	"bank_name" text,
	"remarks" text,
	"failure_reason" text,
	"receipt_no" text,
	"receipt_token" text NOT NULL,
	"journal_entry_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_by" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_gatewayOrderId_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "payments_gatewayPaymentId_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "payments_uniqueReceipt_unique" UNIQUE("unique_receipt"),
	CONSTRAINT "payments_receiptNo_unique" UNIQUE("receipt_no"),
	CONSTRAINT "payments_receiptToken_unique" UNIQUE("receipt_token"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "student_concessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_concessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_fee_plan_id" integer NOT NULL,
	"concession_type_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"remarks" text,
	"decided_by" integer,
	"journal_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_fee_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_fee_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"student_name" text NOT NULL,
	"parent_mobile" text,
	"plan_id" integer NOT NULL,
	"total_paise" bigint NOT NULL,
	"concession_paise" bigint DEFAULT 0 NOT NULL,
	"reference_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"journal_entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_fee_plans_referenceId_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "student_installments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_installments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_fee_plan_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"label" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"concession_paise" bigint DEFAULT 0 NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"royalty_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_installments_within_amount" CHECK ("student_installments"."paid_paise" >= 0 and "student_installments"."concession_paise" >= 0 and "student_installments"."paid_paise" + "student_installments"."concession_paise" <= "student_installments"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"label" text NOT NULL,
	"gst_rate_bp" integer DEFAULT 0 NOT NULL,
	"sac_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_type_unique" UNIQUE("type")
);
--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_invoices" ADD CONSTRAINT "royalty_invoices_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_invoices" ADD CONSTRAINT "royalty_invoices_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_settings" ADD CONSTRAINT "royalty_settings_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_installments" ADD CONSTRAINT "fee_plan_installments_plan_id_fee_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_installments" ADD CONSTRAINT "fee_plan_installments_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_settings" ADD CONSTRAINT "fee_settings_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_fee_plan_id_student_fee_plans_id_fk" FOREIGN KEY ("student_fee_plan_id") REFERENCES "public"."student_fee_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_installment_id_student_installments_id_fk" FOREIGN KEY ("student_installment_id") REFERENCES "public"."student_installments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_concessions" ADD CONSTRAINT "student_concessions_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_concessions" ADD CONSTRAINT "student_concessions_student_fee_plan_id_student_fee_plans_id_fk" FOREIGN KEY ("student_fee_plan_id") REFERENCES "public"."student_fee_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_concessions" ADD CONSTRAINT "student_concessions_concession_type_id_concession_types_id_fk" FOREIGN KEY ("concession_type_id") REFERENCES "public"."concession_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fee_plans" ADD CONSTRAINT "student_fee_plans_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fee_plans" ADD CONSTRAINT "student_fee_plans_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fee_plans" ADD CONSTRAINT "student_fee_plans_plan_id_fee_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_installments" ADD CONSTRAINT "student_installments_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_installments" ADD CONSTRAINT "student_installments_student_fee_plan_id_student_fee_plans_id_fk" FOREIGN KEY ("student_fee_plan_id") REFERENCES "public"."student_fee_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_franchisee_idx" ON "journal_entries" USING btree ("franchisee_id","entry_date");--> statement-breakpoint
CREATE INDEX "journal_entries_reference_idx" ON "journal_entries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_key" ON "journal_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("franchisee_id","account","student_admission_id");--> statement-breakpoint
CREATE INDEX "journal_lines_tag_month_idx" ON "journal_lines" USING btree ("tag","month","franchisee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_invoices_franchisee_month_key" ON "royalty_invoices" USING btree ("franchisee_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_details_franchisee_account_key" ON "bank_details" USING btree ("franchisee_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_plan_installments_seq_key" ON "fee_plan_installments" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_plans_name_key" ON "fee_plans" USING btree ("franchisee_id","academic_year_id","name");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "payments_franchisee_status_idx" ON "payments" USING btree ("franchisee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "student_fee_plans_admission_plan_key" ON "student_fee_plans" USING btree ("student_admission_id","plan_id");--> statement-breakpoint
CREATE INDEX "student_fee_plans_franchisee_idx" ON "student_fee_plans" USING btree ("franchisee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_installments_seq_key" ON "student_installments" USING btree ("student_fee_plan_id","seq");--> statement-breakpoint
CREATE INDEX "student_installments_due_idx" ON "student_installments" USING btree ("franchisee_id","due_date");