CREATE TABLE "curriculum_kit2_amounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "curriculum_kit2_amounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kit_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"kit_type" text NOT NULL,
	"class_id" integer NOT NULL,
	"status" text DEFAULT 'ALLOCATED' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_mapping_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kit_mapping_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kit_mapping_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "kit_mapping_items_qty" CHECK ("kit_mapping_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "kit_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kit_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kit_type" text NOT NULL,
	"class_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"ch1_approved_by" integer,
	"ch1_approved_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"remarks" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kit_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"location" text,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kit_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"student_admission_id" integer,
	"class_id" integer,
	"description" text NOT NULL,
	"hsn_code" text NOT NULL,
	"size" text,
	"quantity" integer NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	CONSTRAINT "kit_order_lines_qty" CHECK ("kit_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "kit_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"academic_year_id" integer,
	"order_no" text NOT NULL,
	"kit_type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_mode" text DEFAULT 'LEDGER' NOT NULL,
	"payment_status" text DEFAULT 'INITIATED' NOT NULL,
	"approval_status" text,
	"warehouse_id" integer,
	"delivery_pincode" text NOT NULL,
	"subtotal_paise" bigint DEFAULT 0 NOT NULL,
	"cgst_paise" bigint DEFAULT 0 NOT NULL,
	"sgst_paise" bigint DEFAULT 0 NOT NULL,
	"igst_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"invoice_no" text,
	"journal_entry_id" integer,
	"challan_no" text,
	"courier" text,
	"shipping_reference_no" text,
	"parent_order_id" integer,
	"reason" text,
	"evidence_file_ids" text[] DEFAULT '{}' NOT NULL,
	"placed_by" integer,
	"confirmed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_orders_orderNo_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"size" text,
	"gender" text DEFAULT 'BOTH' NOT NULL,
	"hsn_code" text NOT NULL,
	"gst_rate_bp" integer DEFAULT 1200 NOT NULL,
	"price_paise" bigint NOT NULL,
	"retailer_margin_bp" integer DEFAULT 0 NOT NULL,
	"approved_margin_bp" integer,
	"margin_status" text DEFAULT 'PENDING' NOT NULL,
	"is_uniform" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_not_negative" CHECK ("stock"."available" >= 0 and "stock"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uniform_apparel_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uniform_apparel_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"gender" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_pincodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_pincodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"delivery_days" integer DEFAULT 5 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_pincodes_pincode_unique" UNIQUE("pincode")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "wow_kit_bom_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wow_kit_bom_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bom_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "wow_kit_bom_items_qty" CHECK ("wow_kit_bom_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wow_kit_boms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wow_kit_boms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"c1_by" integer,
	"c2_by" integer,
	"c3_by" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wow_kit_boms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "curriculum_kit2_amounts" ADD CONSTRAINT "curriculum_kit2_amounts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_kit2_amounts" ADD CONSTRAINT "curriculum_kit2_amounts_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_allocations" ADD CONSTRAINT "kit_allocations_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_allocations" ADD CONSTRAINT "kit_allocations_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_allocations" ADD CONSTRAINT "kit_allocations_student_admission_id_student_admissions_id_fk" FOREIGN KEY ("student_admission_id") REFERENCES "public"."student_admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_allocations" ADD CONSTRAINT "kit_allocations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_mapping_items" ADD CONSTRAINT "kit_mapping_items_kit_mapping_id_kit_mappings_id_fk" FOREIGN KEY ("kit_mapping_id") REFERENCES "public"."kit_mappings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_mapping_items" ADD CONSTRAINT "kit_mapping_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_mappings" ADD CONSTRAINT "kit_mappings_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_order_events" ADD CONSTRAINT "kit_order_events_order_id_kit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."kit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_order_events" ADD CONSTRAINT "kit_order_events_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_order_lines" ADD CONSTRAINT "kit_order_lines_order_id_kit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."kit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_order_lines" ADD CONSTRAINT "kit_order_lines_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_order_lines" ADD CONSTRAINT "kit_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uniform_apparel_mappings" ADD CONSTRAINT "uniform_apparel_mappings_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uniform_apparel_mappings" ADD CONSTRAINT "uniform_apparel_mappings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_pincodes" ADD CONSTRAINT "warehouse_pincodes_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wow_kit_bom_items" ADD CONSTRAINT "wow_kit_bom_items_bom_id_wow_kit_boms_id_fk" FOREIGN KEY ("bom_id") REFERENCES "public"."wow_kit_boms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wow_kit_bom_items" ADD CONSTRAINT "wow_kit_bom_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_kit2_amounts_class_year_key" ON "curriculum_kit2_amounts" USING btree ("class_id","academic_year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_allocations_admission_kit_key" ON "kit_allocations" USING btree ("student_admission_id","kit_type");--> statement-breakpoint
CREATE INDEX "kit_allocations_franchisee_idx" ON "kit_allocations" USING btree ("franchisee_id","kit_type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_mapping_items_product_key" ON "kit_mapping_items" USING btree ("kit_mapping_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_mappings_live_key" ON "kit_mappings" USING btree ("kit_type","class_id") WHERE "kit_mappings"."status" <> 'REJECT' and "kit_mappings"."is_active";--> statement-breakpoint
CREATE INDEX "kit_order_events_order_idx" ON "kit_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "kit_order_lines_order_idx" ON "kit_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "kit_order_lines_admission_idx" ON "kit_order_lines" USING btree ("student_admission_id");--> statement-breakpoint
CREATE INDEX "kit_orders_franchisee_idx" ON "kit_orders" USING btree ("franchisee_id","status");--> statement-breakpoint
CREATE INDEX "kit_orders_kit_type_idx" ON "kit_orders" USING btree ("kit_type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_warehouse_product_key" ON "stock" USING btree ("warehouse_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniform_apparel_mappings_key" ON "uniform_apparel_mappings" USING btree ("class_id","product_id","gender");--> statement-breakpoint
CREATE UNIQUE INDEX "wow_kit_bom_items_key" ON "wow_kit_bom_items" USING btree ("bom_id","product_id");