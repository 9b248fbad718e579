import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { royaltyAdjustments, royaltyInvoices } from '../schema.ts';
import { systemContext } from './job.ts';
import { runRoyalty } from './run.service.ts';

/**
 * Demo royalty: last month invoiced to Little Sprouts Indiranagar (centre 2: its minimum guarantee, as it took no
 * fees online in the demo), and one adjustment its owner raised on it, waiting for head office.
 */
export async function seedRoyaltyAdjustments(db: Executor, { today }: SeedContext): Promise<void> {
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await runRoyalty(systemContext(db), { months: [month], franchiseeIds: [2] });
  const [invoice] = await db.select().from(royaltyInvoices).where(eq(royaltyInvoices.franchiseeId, 2)).limit(1);
  if (!invoice) return;
  const [owner] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'franchisee-a@demo.school'));
  await db.insert(royaltyAdjustments).values({
    franchiseeId: 2,
    royaltyInvoiceId: invoice.id,
    invoiceNo: invoice.invoiceNo,
    month: invoice.month,
    direction: 'CREDIT',
    reason: 'FAMILY_REFUND',
    details: 'Term fees refunded to the family of a child who left in the first week of the month',
    amountPaise: 500_00,
    status: 'PENDING',
    raisedBy: owner?.id ?? null,
  });
}
