CREATE TABLE "dev_launch_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_launch_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"prospect_id" integer NOT NULL,
	"opening_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_launch_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_launch_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"title" text NOT NULL,
	"owner_side" text NOT NULL,
	"duration_days" integer NOT NULL,
	"offset_days" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'TODO' NOT NULL,
	"done_on" date,
	"note" text,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_launch_template" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_launch_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"owner_side" text NOT NULL,
	"duration_days" integer NOT NULL,
	"offset_days" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_launch_plans" ADD CONSTRAINT "dev_launch_plans_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_launch_plans" ADD CONSTRAINT "dev_launch_plans_prospect_id_dev_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."dev_prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_launch_plans" ADD CONSTRAINT "dev_launch_plans_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_launch_tasks" ADD CONSTRAINT "dev_launch_tasks_plan_id_dev_launch_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."dev_launch_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_launch_tasks" ADD CONSTRAINT "dev_launch_tasks_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_launch_plans_franchisee_uq" ON "dev_launch_plans" USING btree ("franchisee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_launch_plans_prospect_uq" ON "dev_launch_plans" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "dev_launch_tasks_plan_idx" ON "dev_launch_tasks" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "dev_launch_tasks_franchisee_idx" ON "dev_launch_tasks" USING btree ("franchisee_id");--> statement-breakpoint
-- The resource lists announce their changes like every other (0046_announce_table_changes.sql).
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_launch_template
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_launch_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
