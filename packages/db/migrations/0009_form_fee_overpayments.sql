CREATE TABLE "payment_overpayments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_overpayments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"payer_name" text,
	"amount_paise" bigint NOT NULL,
	"gateway_payment_id" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'REFUND_DUE' NOT NULL,
	"refund_reference" text,
	"refunded_at" timestamp with time zone,
	"refunded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_overpayments_paymentId_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_overpayments_amount_positive" CHECK ("payment_overpayments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_test_secrets" (
	"id" integer PRIMARY KEY NOT NULL,
	"key_secret" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "received_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_overpayments" ADD CONSTRAINT "payment_overpayments_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_overpayments" ADD CONSTRAINT "payment_overpayments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_overpayments_franchisee_status_idx" ON "payment_overpayments" USING btree ("franchisee_id","status");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_received_within_amount" CHECK ("payment_requests"."received_paise" >= 0 and "payment_requests"."received_paise" <= "payment_requests"."amount_paise");--> statement-breakpoint
-- Requests settled before amounts were tracked received their whole amount.
UPDATE "payment_requests" SET "received_paise" = "amount_paise" WHERE "status" IN ('CONFIRMED', 'TRANSFERRED');
