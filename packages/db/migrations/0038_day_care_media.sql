ALTER TABLE "day_care_events" ADD COLUMN "file_id" text;--> statement-breakpoint
CREATE INDEX "day_care_events_file_idx" ON "day_care_events" USING btree ("file_id");