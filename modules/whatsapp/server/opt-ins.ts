import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { OptDecision, OptWay } from '../shared/constants.ts';
import { whatsappOptIns } from './schema.ts';

/** The latest decision for a number, or undefined when it never decided (not opted in). */
export async function latestDecision(db: Executor, mobile: string) {
  const [row] = await db
    .select()
    .from(whatsappOptIns)
    .where(eq(whatsappOptIns.mobile, mobile))
    .orderBy(desc(whatsappOptIns.id))
    .limit(1);
  return row;
}

export const isOptedIn = async (db: Executor, mobile: string) => (await latestDecision(db, mobile))?.decision === 'IN';

/** Posts a decision for a number (a new row: opt-ins are never edited). */
export async function recordDecision(
  db: Executor,
  decision: { mobile: string; decision: OptDecision; via: OptWay; decidedBy: number | null },
) {
  const [row] = await db.insert(whatsappOptIns).values(decision).returning();
  return row;
}
