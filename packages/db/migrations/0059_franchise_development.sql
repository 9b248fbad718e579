CREATE TABLE "dev_acknowledgements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_acknowledgements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prospect_id" integer NOT NULL,
	"disclosure_id" integer NOT NULL,
	"version" integer NOT NULL,
	"channel" text NOT NULL,
	"ip" text,
	"evidence_file_id" text,
	"remark" text,
	"recorded_by" integer,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_disclosures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_disclosures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"file_id" text NOT NULL,
	"notes" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_disclosures_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "dev_follow_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prospect_id" integer NOT NULL,
	"follow_up_date" date NOT NULL,
	"remark" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_prospect_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_prospect_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prospect_id" integer NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_prospects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_prospects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"city" text NOT NULL,
	"pincodes" text[] DEFAULT '{}' NOT NULL,
	"investment_band" text NOT NULL,
	"source" text NOT NULL,
	"owner_id" integer,
	"stage" text DEFAULT 'NEW' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lost_reason" text,
	"remarks" text,
	"next_follow_up_date" date,
	"disclosure_sent_id" integer,
	"ack_token_hash" text,
	"ack_token_expires_at" timestamp with time zone,
	"token_amount" bigint,
	"token_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_prospects_ackTokenHash_unique" UNIQUE("ack_token_hash")
);
--> statement-breakpoint
CREATE TABLE "dev_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"territory_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"prospect_id" integer NOT NULL,
	"reserved_by" integer,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dev_territories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_territories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"area" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"prospect_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_territories_pincode_unique" UNIQUE("pincode")
);
--> statement-breakpoint
ALTER TABLE "dev_acknowledgements" ADD CONSTRAINT "dev_acknowledgements_prospect_id_dev_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."dev_prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_acknowledgements" ADD CONSTRAINT "dev_acknowledgements_disclosure_id_dev_disclosures_id_fk" FOREIGN KEY ("disclosure_id") REFERENCES "public"."dev_disclosures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_acknowledgements" ADD CONSTRAINT "dev_acknowledgements_recorded_by_admin_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_disclosures" ADD CONSTRAINT "dev_disclosures_uploaded_by_admin_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_follow_ups" ADD CONSTRAINT "dev_follow_ups_prospect_id_dev_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."dev_prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_follow_ups" ADD CONSTRAINT "dev_follow_ups_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_prospect_stages" ADD CONSTRAINT "dev_prospect_stages_prospect_id_dev_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."dev_prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_prospect_stages" ADD CONSTRAINT "dev_prospect_stages_changed_by_admin_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_prospects" ADD CONSTRAINT "dev_prospects_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_reservations" ADD CONSTRAINT "dev_reservations_territory_id_dev_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."dev_territories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_reservations" ADD CONSTRAINT "dev_reservations_prospect_id_dev_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."dev_prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_reservations" ADD CONSTRAINT "dev_reservations_reserved_by_admin_users_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_territories" ADD CONSTRAINT "dev_territories_prospect_id_dev_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."dev_prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_acknowledgements_prospect_version_uq" ON "dev_acknowledgements" USING btree ("prospect_id","disclosure_id");--> statement-breakpoint
CREATE INDEX "dev_follow_ups_prospect_idx" ON "dev_follow_ups" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "dev_prospect_stages_prospect_idx" ON "dev_prospect_stages" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "dev_prospects_stage_idx" ON "dev_prospects" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "dev_prospects_owner_idx" ON "dev_prospects" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_reservations_live_pincode_uq" ON "dev_reservations" USING btree ("pincode") WHERE released_at is null;--> statement-breakpoint
-- The resource lists announce their changes like every other (0046_announce_table_changes.sql).
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_prospects
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_follow_ups
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_territories
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_disclosures
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
