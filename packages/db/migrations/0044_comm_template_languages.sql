ALTER TABLE "comm_deliveries" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "comm_templates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "comm_templates" ADD COLUMN "variant_of" integer;--> statement-breakpoint
ALTER TABLE "comm_deliveries" ADD CONSTRAINT "comm_deliveries_template_id_comm_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."comm_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comm_templates" ADD CONSTRAINT "comm_templates_variant_of_comm_templates_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."comm_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comm_templates_variant_key" ON "comm_templates" USING btree ("variant_of","language");