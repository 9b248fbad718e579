CREATE TABLE "family_sale_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_sale_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"description" text NOT NULL,
	"hsn_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	CONSTRAINT "family_sale_lines_qty" CHECK ("family_sale_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "family_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"invoice_no" text NOT NULL,
	"sale_date" date NOT NULL,
	"place_of_supply" text NOT NULL,
	"subtotal_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"charge_id" integer NOT NULL,
	"sold_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_sales_invoiceNo_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
ALTER TABLE "family_sale_lines" ADD CONSTRAINT "family_sale_lines_sale_id_family_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."family_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_sale_lines" ADD CONSTRAINT "family_sale_lines_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_sale_lines" ADD CONSTRAINT "family_sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_sales" ADD CONSTRAINT "family_sales_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_sales" ADD CONSTRAINT "family_sales_student_admission_id_student_admissions_id_fk" FOREIGN KEY ("student_admission_id") REFERENCES "public"."student_admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_sale_lines_sale_idx" ON "family_sale_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "family_sales_centre_day_idx" ON "family_sales" USING btree ("franchisee_id","sale_date");--> statement-breakpoint
CREATE INDEX "family_sales_child_idx" ON "family_sales" USING btree ("student_admission_id");