CREATE TABLE "whatsapp_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"provider_id" text NOT NULL,
	"thread_message_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_replies_providerId_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "free_text" text;--> statement-breakpoint
ALTER TABLE "whatsapp_replies" ADD CONSTRAINT "whatsapp_replies_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_replies" ADD CONSTRAINT "whatsapp_replies_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_replies_mobile_idx" ON "whatsapp_replies" USING btree ("mobile","received_at");--> statement-breakpoint
-- A kind turned off before channels were chosen is the channel NONE.
UPDATE notification_preferences SET channel = 'NONE' WHERE enabled = false;--> statement-breakpoint
-- The centre's answers in a child's conversation reach a family outside WhatsApp's 24-hour window as a template,
-- approved in each language.
INSERT INTO whatsapp_templates (message, language, name, state)
SELECT 'NEW_MESSAGE', l.language, 'portal_new_message', 'APPROVED'
  FROM (VALUES ('en'), ('hi'), ('kn'), ('ta')) AS l(language)
ON CONFLICT DO NOTHING;
