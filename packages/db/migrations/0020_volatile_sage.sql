CREATE TABLE "learning_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"upload_id" text NOT NULL,
	"franchisee_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"class_id" integer,
	"week_no" integer,
	"day_no" integer,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text,
	"size" bigint NOT NULL,
	"status" text DEFAULT 'UPLOADING' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "online_class_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_class_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"online_class_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"reference_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_joined_at" timestamp with time zone,
	"last_joined_at" timestamp with time zone,
	"joins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"room_name" text NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_videos" ADD CONSTRAINT "learning_videos_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_videos" ADD CONSTRAINT "learning_videos_folder_id_learning_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."learning_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_videos" ADD CONSTRAINT "learning_videos_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_class_invites" ADD CONSTRAINT "online_class_invites_online_class_id_online_classes_id_fk" FOREIGN KEY ("online_class_id") REFERENCES "public"."online_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_class_invites" ADD CONSTRAINT "online_class_invites_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_classes" ADD CONSTRAINT "online_classes_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_classes" ADD CONSTRAINT "online_classes_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_videos_upload_key" ON "learning_videos" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "learning_videos_centre_folder_idx" ON "learning_videos" USING btree ("franchisee_id","folder_id");--> statement-breakpoint
CREATE INDEX "learning_videos_status_idx" ON "learning_videos" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_class_invites_reference_key" ON "online_class_invites" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_class_invites_class_user_key" ON "online_class_invites" USING btree ("online_class_id","user_id");--> statement-breakpoint
CREATE INDEX "online_class_invites_user_idx" ON "online_class_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "online_classes_centre_start_idx" ON "online_classes" USING btree ("franchisee_id","starts_at");