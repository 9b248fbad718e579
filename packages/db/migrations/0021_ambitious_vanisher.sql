CREATE TABLE "cctv_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cctv_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"title" text NOT NULL,
	"file_id" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"remarks" text,
	"uploaded_by" integer,
	"reminded_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_acknowledgements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sop_acknowledgements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"document_version" integer NOT NULL,
	"user_id" integer NOT NULL,
	"franchisee_id" integer,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sop_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sop_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sop_folders_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sop_section_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sop_section_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document_version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"edited_by" integer,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sop_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cctv_documents" ADD CONSTRAINT "cctv_documents_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_documents" ADD CONSTRAINT "cctv_documents_uploaded_by_admin_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_acknowledgements" ADD CONSTRAINT "sop_acknowledgements_document_id_sop_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sop_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_acknowledgements" ADD CONSTRAINT "sop_acknowledgements_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_acknowledgements" ADD CONSTRAINT "sop_acknowledgements_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_documents" ADD CONSTRAINT "sop_documents_folder_id_sop_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."sop_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_section_versions" ADD CONSTRAINT "sop_section_versions_section_id_sop_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sop_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_section_versions" ADD CONSTRAINT "sop_section_versions_document_id_sop_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sop_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_section_versions" ADD CONSTRAINT "sop_section_versions_edited_by_admin_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_sections" ADD CONSTRAINT "sop_sections_document_id_sop_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sop_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_sections" ADD CONSTRAINT "sop_sections_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cctv_documents_franchisee_idx" ON "cctv_documents" USING btree ("franchisee_id","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "sop_acknowledgements_uq" ON "sop_acknowledgements" USING btree ("document_id","document_version","user_id");--> statement-breakpoint
CREATE INDEX "sop_documents_folder_idx" ON "sop_documents" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sop_section_versions_uq" ON "sop_section_versions" USING btree ("section_id","version");--> statement-breakpoint
CREATE INDEX "sop_sections_document_idx" ON "sop_sections" USING btree ("document_id","position");