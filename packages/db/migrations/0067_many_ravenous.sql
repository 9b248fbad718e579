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
ALTER TABLE "dev_token_payments" ADD CONSTRAINT "dev_token_payments_prospect_id_dev_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."dev_prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_token_payments" ADD CONSTRAINT "dev_token_payments_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_token_payments_prospect_idx" ON "dev_token_payments" USING btree ("prospect_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_token_payments_paid_key" ON "dev_token_payments" USING btree ("prospect_id") WHERE status = 'PAID';