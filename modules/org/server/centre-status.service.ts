import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import {
  AppError,
  audit,
  conflict,
  inTransaction,
  notFound,
  requireHeadOffice,
  type RequestContext,
} from '@portal/kit';
import {
  CENTRE_STATUS_ALLOWS,
  CENTRE_STATUS_LABELS,
  CENTRE_STATUS_MOVES,
  type CentreAction,
  type CentreStatus,
  type CentreStatusInput,
} from '../shared/status.ts';
import { franchisees } from './schema.ts';
import { franchiseeShape } from '../shared/resources.ts';

type StatusListener = (ctx: RequestContext, franchiseeId: number, status: CentreStatus) => Promise<void>;
const listeners: StatusListener[] = [];

/**
 * Another module acts on a centre's new status in the same transaction (the users module ends the sessions of a
 * terminated centre's staff).
 */
export function onCentreStatus(listener: StatusListener): void {
  listeners.push(listener);
}

const WHAT: Record<CentreAction, string> = {
  admissions: 'takes no new admissions',
  kitOrders: 'places no kit orders',
  signIn: 'is closed to its staff’s sign-in',
};

/** Why a centre may not do something now, in words, or null when it may. */
export async function centreRefusal(db: Executor, franchiseeId: number, action: CentreAction): Promise<string | null> {
  const [centre] = await db
    .select({ name: franchisees.companyName, status: franchisees.status })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  if (!centre) return null;
  const status = centre.status;
  if (CENTRE_STATUS_ALLOWS[status]?.[action] !== false) return null;
  const label = CENTRE_STATUS_LABELS[status].toLowerCase();
  const until = status === 'SUSPENDED' ? ' until head office reopens it' : '';
  return `${centre.name} is ${label}: it ${WHAT[action]}${until}`;
}

/** Refuses (409, in words) what a centre's status does not allow: a new admission, a kit order. */
export async function assertCentreAllows(db: Executor, franchiseeId: number, action: CentreAction): Promise<void> {
  const refusal = await centreRefusal(db, franchiseeId, action);
  if (refusal) throw new AppError(409, refusal);
}

/** Head office opens, suspends or terminates a centre; a terminated centre stays so. */
export async function setCentreStatus(ctx: RequestContext, franchiseeId: number, input: CentreStatusInput) {
  requireHeadOffice(ctx, 'Only head office changes a centre’s status');
  return inTransaction(ctx, async (ctx) => {
    const [centre] = await ctx.db.select().from(franchisees).where(eq(franchisees.id, franchiseeId)).for('update');
    if (!centre) throw notFound('Centre');
    const from = centre.status;
    if (from === input.status)
      throw conflict(`${centre.companyName} is already ${CENTRE_STATUS_LABELS[from].toLowerCase()}`);
    if (!CENTRE_STATUS_MOVES[from]?.includes(input.status))
      throw conflict(
        `${centre.companyName} is ${CENTRE_STATUS_LABELS[from].toLowerCase()}: it cannot become ` +
          `${CENTRE_STATUS_LABELS[input.status].toLowerCase()}`,
        { status: 'Not a move this centre can make' },
      );
    await ctx.db
      .update(franchisees)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(franchisees.id, franchiseeId));
    await audit(ctx, {
      resource: franchiseeShape,
      recordId: franchiseeId,
      action: 'status',
      franchiseeId,
      changes: { status: { from, to: input.status }, reason: input.reason },
    });
    for (const listener of listeners) await listener(ctx, franchiseeId, input.status);
    return { id: franchiseeId, status: input.status, previous: from };
  });
}
