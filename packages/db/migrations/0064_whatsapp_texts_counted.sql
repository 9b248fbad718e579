CREATE TABLE "phone_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer,
	"template" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "franchisee_id" integer;--> statement-breakpoint
CREATE INDEX "phone_texts_sent_idx" ON "phone_texts" USING btree ("sent_at","franchisee_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_created_idx" ON "whatsapp_messages" USING btree ("created_at","franchisee_id");--> statement-breakpoint
-- More of the portal's messages to families go as WhatsApp templates: the fee receipt, the waitlist's seat offer
-- and the sign-in code, one template name per message approved in each language (as 0061 added the first five).
INSERT INTO whatsapp_templates (message, language, name, state)
SELECT m.message, l.language, 'portal_' || lower(m.message), 'APPROVED'
  FROM (VALUES ('FEE_RECEIPT'), ('SEAT_OFFER'), ('SIGN_IN_CODE')) AS m(message)
 CROSS JOIN (VALUES ('en'), ('hi'), ('kn'), ('ta')) AS l(language)
ON CONFLICT DO NOTHING;
