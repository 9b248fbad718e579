import { eq } from 'drizzle-orm';
import { carryOnPromotion, copyToNewAdmissions } from '@portal/mod-students/server';
import { healthRemarks } from '../schema.ts';

/**
 * A promoted child keeps its health record: the new admission gets a copy of every active entry of the old one (an
 * allergy, a condition, a medication, an immunisation given or due, with the due date already reminded of), so the
 * new class's roster and the immunisation reminders go on from the first day. An entry closed on the old admission
 * stays there.
 */
carryOnPromotion({
  what: 'health record entr(y/ies)',
  carry: (ctx, moves) => copyToNewAdmissions(ctx, moves, healthRemarks, eq(healthRemarks.isActive, true)),
});
