CREATE TABLE "enquiry_follow_up_sums" (
	"franchisee_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"assigned_to" integer NOT NULL,
	"stage" text NOT NULL,
	"follow_up_date" date,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enquiry_follow_up_sums_key" UNIQUE NULLS NOT DISTINCT("franchisee_id","academic_year_id","assigned_to","stage","follow_up_date")
);
--> statement-breakpoint
ALTER TABLE "enquiry_follow_up_sums" ADD CONSTRAINT "enquiry_follow_up_sums_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The follow-up buckets' counts, moved from now on by the enquiry module's code in each writing transaction
-- (modules/enquiry/server/followups/kept-buckets.ts): counted here once from the enquiries as they stand. A stage the
-- buckets do not cut by day (closed, won) keeps no day; nobody assigned is 0.
INSERT INTO "enquiry_follow_up_sums" ("franchisee_id", "academic_year_id", "assigned_to", "stage", "follow_up_date", "n")
SELECT "franchisee_id", "academic_year_id", coalesce("assigned_to", 0), "stage",
       CASE WHEN "stage" IN ('Yet_to_call', 'Appointment Fixed', 'Online Counselling Done', 'Offline Counselling Done',
                             'Intelliskills+BSK Fee Plan Assign', 'Application Fee Link Sent')
            THEN "next_follow_up_date" END,
       count(*)::int
  FROM "enquiries"
 GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON enquiry_follow_up_sums
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
