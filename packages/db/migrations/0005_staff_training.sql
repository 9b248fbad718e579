CREATE TABLE "log_book_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_book_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_book_topics_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "log_books" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_books_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"log_date" date NOT NULL,
	"class_name" text,
	"activity" text NOT NULL,
	"observations" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"mobile" text NOT NULL,
	"staff_category" text NOT NULL,
	"designation" text NOT NULL,
	"gender" text,
	"date_of_birth" date,
	"joining_date" date NOT NULL,
	"qualification" text,
	"address" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"remark" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_attendance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_attendance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_category" text NOT NULL,
	"attendance_date" date NOT NULL,
	"attendance_status" text NOT NULL,
	"in_time" time,
	"out_time" time,
	"reason" text,
	"approval_status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decision_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text,
	"file_id" text NOT NULL,
	"expiry_date" date,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_leaves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_leaves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"leave_type" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"days" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decision_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"percent" integer NOT NULL,
	"passed" boolean NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assessment_id" integer NOT NULL,
	"question" text NOT NULL,
	"options" text[] NOT NULL,
	"correct_option" integer NOT NULL,
	"marks" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference_id" text NOT NULL,
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_references_referenceId_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "module_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "module_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"module_id" integer NOT NULL,
	"title" text NOT NULL,
	"assessment_type" text NOT NULL,
	"instructions" text,
	"pass_mark_percent" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_enrollments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"remark" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content_type" text NOT NULL,
	"text_content" text,
	"file_id" text,
	"video_url" text,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_enrollments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"training_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"response" text DEFAULT 'PENDING' NOT NULL,
	"responded_at" timestamp with time zone,
	"registered_by" integer,
	"attendance" text,
	"attendance_source" text,
	"attendance_marked_by" integer,
	"first_joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"training_id" integer NOT NULL,
	"trainer_user_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"franchisee_id" integer NOT NULL,
	"content_rating" integer NOT NULL,
	"delivery_rating" integer NOT NULL,
	"engagement_rating" integer NOT NULL,
	"overall_rating" integer NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_online_meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_online_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"training_id" integer NOT NULL,
	"provider" text NOT NULL,
	"room_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_online_meetings_trainingId_unique" UNIQUE("training_id"),
	CONSTRAINT "training_online_meetings_roomName_unique" UNIQUE("room_name")
);
--> statement-breakpoint
CREATE TABLE "training_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"class_category" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_topics_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "training_trainers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_trainers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"training_id" integer NOT NULL,
	"trainer_user_id" integer NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"mode" text DEFAULT 'ONLINE' NOT NULL,
	"venue" text,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"audience_franchisee_ids" integer[] NOT NULL,
	"audience_roles" text[] NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "log_books" ADD CONSTRAINT "log_books_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_books" ADD CONSTRAINT "log_books_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_books" ADD CONSTRAINT "log_books_topic_id_log_book_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."log_book_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_documents" ADD CONSTRAINT "staff_documents_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_documents" ADD CONSTRAINT "staff_documents_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_leaves" ADD CONSTRAINT "staff_leaves_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_leaves" ADD CONSTRAINT "staff_leaves_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_assessment_id_teacher_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."teacher_assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_id_teacher_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."teacher_assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_references" ADD CONSTRAINT "meeting_references_meeting_id_training_online_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."training_online_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_references" ADD CONSTRAINT "meeting_references_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_module_id_teacher_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."teacher_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_assessments" ADD CONSTRAINT "teacher_assessments_module_id_teacher_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."teacher_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_enrollments" ADD CONSTRAINT "teacher_enrollments_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_enrollments" ADD CONSTRAINT "teacher_enrollments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_enrollments" ADD CONSTRAINT "teacher_enrollments_topic_id_training_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."training_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_modules" ADD CONSTRAINT "teacher_modules_topic_id_training_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."training_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrollments" ADD CONSTRAINT "training_enrollments_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrollments" ADD CONSTRAINT "training_enrollments_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrollments" ADD CONSTRAINT "training_enrollments_teacher_user_id_admin_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_feedback" ADD CONSTRAINT "training_feedback_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_feedback" ADD CONSTRAINT "training_feedback_trainer_user_id_admin_users_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_feedback" ADD CONSTRAINT "training_feedback_teacher_user_id_admin_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_feedback" ADD CONSTRAINT "training_feedback_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_online_meetings" ADD CONSTRAINT "training_online_meetings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_trainers" ADD CONSTRAINT "training_trainers_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_trainers" ADD CONSTRAINT "training_trainers_trainer_user_id_admin_users_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_books_staff_idx" ON "log_books" USING btree ("staff_id","log_date");--> statement-breakpoint
CREATE INDEX "log_books_franchisee_idx" ON "log_books" USING btree ("franchisee_id");--> statement-breakpoint
CREATE INDEX "staff_franchisee_idx" ON "staff" USING btree ("franchisee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user_key" ON "staff" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_franchisee_mobile_key" ON "staff" USING btree ("franchisee_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_attendance_staff_date_key" ON "staff_attendance" USING btree ("staff_id","attendance_date");--> statement-breakpoint
CREATE INDEX "staff_attendance_franchisee_date_idx" ON "staff_attendance" USING btree ("franchisee_id","attendance_date");--> statement-breakpoint
CREATE INDEX "staff_documents_staff_idx" ON "staff_documents" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_documents_expiry_idx" ON "staff_documents" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "staff_leaves_staff_idx" ON "staff_leaves" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_leaves_franchisee_idx" ON "staff_leaves" USING btree ("franchisee_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_staff_attempt_key" ON "assessment_attempts" USING btree ("staff_id","assessment_id","attempt_no");--> statement-breakpoint
CREATE INDEX "assessment_attempts_franchisee_idx" ON "assessment_attempts" USING btree ("franchisee_id");--> statement-breakpoint
CREATE INDEX "assessment_questions_assessment_idx" ON "assessment_questions" USING btree ("assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_completions_staff_module_key" ON "module_completions" USING btree ("staff_id","module_id");--> statement-breakpoint
CREATE INDEX "teacher_assessments_module_idx" ON "teacher_assessments" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_enrollments_staff_topic_key" ON "teacher_enrollments" USING btree ("staff_id","topic_id");--> statement-breakpoint
CREATE INDEX "teacher_enrollments_franchisee_idx" ON "teacher_enrollments" USING btree ("franchisee_id");--> statement-breakpoint
CREATE INDEX "teacher_modules_topic_idx" ON "teacher_modules" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_enrollments_training_teacher_key" ON "training_enrollments" USING btree ("training_id","teacher_user_id");--> statement-breakpoint
CREATE INDEX "training_enrollments_teacher_idx" ON "training_enrollments" USING btree ("teacher_user_id");--> statement-breakpoint
CREATE INDEX "training_enrollments_franchisee_idx" ON "training_enrollments" USING btree ("franchisee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_feedback_training_trainer_teacher_key" ON "training_feedback" USING btree ("training_id","trainer_user_id","teacher_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_trainers_training_user_key" ON "training_trainers" USING btree ("training_id","trainer_user_id");--> statement-breakpoint
CREATE INDEX "training_trainers_user_idx" ON "training_trainers" USING btree ("trainer_user_id");--> statement-breakpoint
CREATE INDEX "trainings_dates_idx" ON "trainings" USING btree ("from_date","to_date");