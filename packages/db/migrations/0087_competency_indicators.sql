CREATE TABLE "competency_indicators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competency_indicators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"competency" text NOT NULL,
	"text_en" text NOT NULL,
	"text_hi" text NOT NULL,
	"text_kn" text NOT NULL,
	"text_ta" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competency_indicators_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "indicator_id" integer;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_indicator_id_competency_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."competency_indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Head office's indicators are a resource list: it announces its changes like every table a list counts.
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON competency_indicators
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
