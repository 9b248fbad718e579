ALTER TABLE "health_remarks" ADD COLUMN "carried_from_id" integer;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "carried_from_id" integer;--> statement-breakpoint
ALTER TABLE "day_pickups" ADD COLUMN "carried_from_id" integer;--> statement-breakpoint
ALTER TABLE "health_remarks" ADD CONSTRAINT "health_remarks_carried_from_id_health_remarks_id_fk" FOREIGN KEY ("carried_from_id") REFERENCES "public"."health_remarks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_carried_from_id_consent_records_id_fk" FOREIGN KEY ("carried_from_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_pickups" ADD CONSTRAINT "day_pickups_carried_from_id_day_pickups_id_fk" FOREIGN KEY ("carried_from_id") REFERENCES "public"."day_pickups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_remarks_carried_from_uq" ON "health_remarks" USING btree ("carried_from_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_records_carried_from_uq" ON "consent_records" USING btree ("carried_from_id");--> statement-breakpoint
CREATE UNIQUE INDEX "day_pickups_carried_from_uq" ON "day_pickups" USING btree ("carried_from_id");