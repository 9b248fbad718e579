CREATE TABLE "day_care_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_care_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"meal" text,
	"portion" text,
	"ml" integer,
	"toilet" text,
	"mood" text,
	"text" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_care_events" ADD CONSTRAINT "day_care_events_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_care_events" ADD CONSTRAINT "day_care_events_recorded_by_admin_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_care_events_child_day_idx" ON "day_care_events" USING btree ("student_admission_id","day","at");