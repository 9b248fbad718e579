import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { tablePersonalData, type RequestContext } from '@portal/kit';
import type { SettingsInput } from '../shared/inputs.ts';
import { processors } from './processors.ts';
import { privacySettings } from './schema.ts';

/** Until head office names one, the privacy notice says whom to write to. */
const NOT_NAMED = { name: 'Head office privacy desk', email: 'privacy@demo.school', phone: '' };

export async function grievanceOfficerOf(db: Executor) {
  const [s] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1));
  return s
    ? { name: s.grievanceOfficerName, email: s.grievanceOfficerEmail, phone: s.grievanceOfficerPhone }
    : NOT_NAMED;
}

/**
 * Every declared kind of personal data, from the table declarations (each resource's and each table declared beside
 * its schema), in the words a parent reads: "What we hold" and the rights export list the same kinds.
 */
export function declarations() {
  return tablePersonalData().map((d) => ({
    resource: d.resource ?? d.table,
    label: d.label,
    whose: [...d.whose],
    categories: [...d.categories],
    retention: d.retention,
    purposes: [...d.purposes],
  }));
}

export async function privacyNotice(ctx: RequestContext) {
  return {
    processors: processors(),
    grievanceOfficer: await grievanceOfficerOf(ctx.db),
    declarations: declarations(),
  };
}

export async function saveGrievanceOfficer(ctx: RequestContext, input: SettingsInput) {
  const values = {
    grievanceOfficerName: input.grievanceOfficerName,
    grievanceOfficerEmail: input.grievanceOfficerEmail,
    grievanceOfficerPhone: input.grievanceOfficerPhone,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(privacySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: privacySettings.id, set: values });
  return grievanceOfficerOf(ctx.db);
}
