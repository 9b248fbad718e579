ALTER TABLE "staff" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "leaving_reason" text;--> statement-breakpoint
CREATE INDEX "staff_franchisee_left_idx" ON "staff" USING btree ("franchisee_id","left_on");