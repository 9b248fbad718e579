CREATE TABLE "hpc_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hpc_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"academic_year" text NOT NULL,
	"state" text NOT NULL,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"published_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hpc_part_a" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hpc_part_a_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"academic_year" text NOT NULL,
	"i_like" text,
	"favourite_food" text,
	"favourite_game" text,
	"my_family" text,
	"height_cm" integer,
	"weight_grams" integer,
	"filled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD CONSTRAINT "hpc_cards_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD CONSTRAINT "hpc_cards_student_admission_id_student_admissions_id_fk" FOREIGN KEY ("student_admission_id") REFERENCES "public"."student_admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_part_a" ADD CONSTRAINT "hpc_part_a_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_part_a" ADD CONSTRAINT "hpc_part_a_student_admission_id_student_admissions_id_fk" FOREIGN KEY ("student_admission_id") REFERENCES "public"."student_admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_cards_child_year_uq" ON "hpc_cards" USING btree ("student_admission_id","academic_year");--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_part_a_child_year_uq" ON "hpc_part_a" USING btree ("student_admission_id","academic_year");--> statement-breakpoint
-- Part A and the card's state are read beside the card's other parts, so they announce their changes like every
-- table a screen reads.
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hpc_part_a
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hpc_cards
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
