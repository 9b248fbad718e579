CREATE TABLE "centre_safety_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "centre_safety_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"reference" text,
	"done_on" date NOT NULL,
	"expires_on" date,
	"file_id" text,
	"owner_user_id" integer,
	"remarks" text,
	"reminded_at" integer,
	"escalated_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state" text NOT NULL,
	"item_kind" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"valid_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_safety_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_safety_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"requested_on" date,
	"done_on" date,
	"expires_on" date,
	"reference" text,
	"file_id" text,
	"owner_user_id" integer,
	"remarks" text,
	"reminded_at" integer,
	"escalated_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centre_safety_items" ADD CONSTRAINT "centre_safety_items_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_safety_items" ADD CONSTRAINT "centre_safety_items_owner_user_id_admin_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_safety_items" ADD CONSTRAINT "staff_safety_items_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_safety_items" ADD CONSTRAINT "staff_safety_items_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_safety_items" ADD CONSTRAINT "staff_safety_items_owner_user_id_admin_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "centre_safety_items_centre_idx" ON "centre_safety_items" USING btree ("franchisee_id","item_kind","expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "register_rules_state_kind_uq" ON "register_rules" USING btree ("state","item_kind");--> statement-breakpoint
CREATE INDEX "staff_safety_items_staff_idx" ON "staff_safety_items" USING btree ("franchisee_id","staff_id","item_kind","expires_on");