CREATE TABLE "autopay_debits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "autopay_debits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"student_installment_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"due_date" date NOT NULL,
	"notice_sent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'NOTIFIED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_on" date NOT NULL,
	"payment_id" integer,
	"failure_reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_debits_amount_positive" CHECK ("autopay_debits"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "autopay_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "autopay_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_fee_plan_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"method" text NOT NULL,
	"cap_paise" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_customer_id" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"gateway_token_id" text,
	"authorised_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_mandates_gatewayOrderId_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "autopay_mandates_gatewayTokenId_unique" UNIQUE("gateway_token_id"),
	CONSTRAINT "autopay_mandates_cap" CHECK ("autopay_mandates"."cap_paise" > 0 and "autopay_mandates"."cap_paise" <= 1500000)
);
--> statement-breakpoint
CREATE TABLE "fee_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_installment_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"kind" text NOT NULL,
	"offset_days" integer DEFAULT 0 NOT NULL,
	"outstanding_paise" bigint NOT NULL,
	"sent_on" date NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_settings" ADD COLUMN "reminder_days" text DEFAULT '-7,0,3,10' NOT NULL;--> statement-breakpoint
ALTER TABLE "autopay_debits" ADD CONSTRAINT "autopay_debits_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_debits" ADD CONSTRAINT "autopay_debits_mandate_id_autopay_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."autopay_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_debits" ADD CONSTRAINT "autopay_debits_student_installment_id_student_installments_id_fk" FOREIGN KEY ("student_installment_id") REFERENCES "public"."student_installments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_debits" ADD CONSTRAINT "autopay_debits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_mandates" ADD CONSTRAINT "autopay_mandates_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_mandates" ADD CONSTRAINT "autopay_mandates_student_fee_plan_id_student_fee_plans_id_fk" FOREIGN KEY ("student_fee_plan_id") REFERENCES "public"."student_fee_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_student_installment_id_student_installments_id_fk" FOREIGN KEY ("student_installment_id") REFERENCES "public"."student_installments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_debits_installment_key" ON "autopay_debits" USING btree ("mandate_id","student_installment_id");--> statement-breakpoint
CREATE INDEX "autopay_debits_franchisee_idx" ON "autopay_debits" USING btree ("franchisee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_mandates_live_key" ON "autopay_mandates" USING btree ("student_fee_plan_id") WHERE "autopay_mandates"."status" in ('PENDING', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "autopay_mandates_franchisee_idx" ON "autopay_mandates" USING btree ("franchisee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_reminders_step_key" ON "fee_reminders" USING btree ("student_installment_id","kind","offset_days");--> statement-breakpoint
CREATE INDEX "fee_reminders_child_idx" ON "fee_reminders" USING btree ("student_admission_id");