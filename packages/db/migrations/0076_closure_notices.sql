ALTER TABLE "announcements" ADD COLUMN "closed_from" date;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "closed_to" date;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_announcement_key" ON "calendar_events" USING btree ("announcement_id");