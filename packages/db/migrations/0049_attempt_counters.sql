CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"used" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "day_kiosk_locks" CASCADE;