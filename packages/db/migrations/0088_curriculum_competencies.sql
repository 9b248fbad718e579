ALTER TABLE "curriculum_days" ADD COLUMN "competencies" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_themes" ADD COLUMN "competencies" text[] DEFAULT '{}' NOT NULL;