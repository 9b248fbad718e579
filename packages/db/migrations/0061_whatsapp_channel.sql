CREATE TABLE "whatsapp_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"mobile" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"params" jsonb NOT NULL,
	"sms_text" text NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"provider_id" text,
	"error" text,
	"fell_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_providerId_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_opt_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"decision" text NOT NULL,
	"via" text NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'APPROVED' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_user_idx" ON "whatsapp_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "whatsapp_opt_ins_mobile_idx" ON "whatsapp_opt_ins" USING btree ("mobile","id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_message_language_idx" ON "whatsapp_templates" USING btree ("message","language");--> statement-breakpoint
-- The templates are a resource list: they announce their changes (0046_announce_table_changes.sql).
CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON whatsapp_templates
  FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
-- The portal's utility messages, one template name per message approved in each language; head office records
-- a pause or a rejection, and adds a template WhatsApp approves under another name.
INSERT INTO whatsapp_templates (message, language, name, state)
SELECT m.message, l.language, 'portal_' || lower(m.message), 'APPROVED'
  FROM (VALUES ('ARRIVAL'), ('PICKUP'), ('INCIDENT_SENT'), ('FEE_DUE'), ('EVENING_SUMMARY')) AS m(message)
 CROSS JOIN (VALUES ('en'), ('hi'), ('kn'), ('ta')) AS l(language)
ON CONFLICT DO NOTHING;
