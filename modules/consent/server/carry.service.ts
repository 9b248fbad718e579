import { carryOnPromotion, type PromotionCarry } from '@portal/mod-students/server';
import { consentRecords } from './schema.ts';
import { currentDecisions } from './state.service.ts';

/**
 * A parent's consent holds until they withdraw it, not until the year ends: a promoted child's new admission gets
 * each purpose its parent had granted on the old one, as a copy naming the decision (who decided, how they were
 * verified, when, the notice they read). A purpose already decided on the new admission keeps that decision, and a
 * withdrawal needs no copy (no decision is no consent).
 */
const carryConsents: PromotionCarry['carry'] = async (ctx, moves) => {
  const newAdmission = new Map(moves.map((m) => [m.from, m.to]));
  const decidedThere = new Set(
    (await currentDecisions(ctx, [...newAdmission.values()])).map((d) => `${d.studentAdmissionId} ${d.purpose}`),
  );
  const copies = (await currentDecisions(ctx, [...newAdmission.keys()]))
    .filter(
      (d) => d.decision === 'GRANTED' && !decidedThere.has(`${newAdmission.get(d.studentAdmissionId)} ${d.purpose}`),
    )
    .map(({ id, decidedByName: _name, ...decision }) => ({
      ...decision,
      studentAdmissionId: newAdmission.get(decision.studentAdmissionId)!,
      carriedFromId: id,
    }));
  if (copies.length === 0) return 0;
  const carried = await ctx.db
    .insert(consentRecords)
    .values(copies)
    .onConflictDoNothing({ target: consentRecords.carriedFromId })
    .returning({ id: consentRecords.id });
  return carried.length;
};

carryOnPromotion({ what: 'consent decision(s)', carry: carryConsents });
