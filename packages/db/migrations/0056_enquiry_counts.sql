CREATE TABLE "enquiry_counts" (
	"franchisee_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"enquiry_type" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enquiry_counts_franchisee_id_academic_year_id_enquiry_type_dimension_value_pk" PRIMARY KEY("franchisee_id","academic_year_id","enquiry_type","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "enquiry_counts" ADD CONSTRAINT "enquiry_counts_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_counts_year_idx" ON "enquiry_counts" USING btree ("academic_year_id","dimension");