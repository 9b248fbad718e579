import { LANGUAGES } from '@portal/core';
import type { Executor } from '@portal/db';
import { PHONE_TEMPLATES } from '@portal/mod-notifications/shared';
import { whatsappTemplates } from './schema.ts';

/** The templates as approved at WhatsApp: one name per message, in each of the portal's languages. */
export async function seedWhatsappTemplates(db: Executor): Promise<void> {
  const rows = PHONE_TEMPLATES.flatMap((message) =>
    LANGUAGES.map((language) => ({
      message,
      language,
      name: `portal_${message.toLowerCase()}`,
      state: 'APPROVED' as const,
    })),
  );
  await db.insert(whatsappTemplates).values(rows).onConflictDoNothing();
}
