-- More of the portal's messages to families go as WhatsApp templates: the fee receipt, the waitlist's seat offer
-- and the sign-in code, one template name per message approved in each language (as 0061 added the first five).
INSERT INTO whatsapp_templates (message, language, name, state)
SELECT m.message, l.language, 'portal_' || lower(m.message), 'APPROVED'
  FROM (VALUES ('FEE_RECEIPT'), ('SEAT_OFFER'), ('SIGN_IN_CODE')) AS m(message)
 CROSS JOIN (VALUES ('en'), ('hi'), ('kn'), ('ta')) AS l(language)
ON CONFLICT DO NOTHING;
