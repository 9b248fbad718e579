CREATE TABLE "home_activity_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_activity_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"competency" text NOT NULL,
	"file_id" text NOT NULL,
	"note" text,
	"week_of" date NOT NULL,
	"state" text NOT NULL,
	"sent_by" integer NOT NULL,
	"observation_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD COLUMN "self_input" jsonb;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD COLUMN "peer_input" jsonb;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "media_file_id" text;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "from_home" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_activity_photos" ADD CONSTRAINT "home_activity_photos_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_activity_photos" ADD CONSTRAINT "home_activity_photos_student_admission_id_student_admissions_id_fk" FOREIGN KEY ("student_admission_id") REFERENCES "public"."student_admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_activity_photos" ADD CONSTRAINT "home_activity_photos_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_activity_photos" ADD CONSTRAINT "home_activity_photos_observation_id_observations_id_fk" FOREIGN KEY ("observation_id") REFERENCES "public"."observations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_activity_photos_class_idx" ON "home_activity_photos" USING btree ("franchisee_id","class_id","state");--> statement-breakpoint
CREATE INDEX "home_activity_photos_child_idx" ON "home_activity_photos" USING btree ("student_admission_id");--> statement-breakpoint
CREATE INDEX "home_activity_photos_file_idx" ON "home_activity_photos" USING btree ("file_id");--> statement-breakpoint
-- The family's photos are read beside the portfolio and the class's list, so the table announces its changes like
-- every table a screen reads.
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_activity_photos
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
