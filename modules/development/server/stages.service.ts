import { and, desc, eq } from 'drizzle-orm';
import { conflict, type RequestContext } from '@portal/kit';
import { STAGE_LABELS, type ProspectStage } from '../shared/constants.ts';
import { devAcknowledgements, devDisclosures, devProspectStages } from './schema.ts';

/** Notes the stage a prospect enters (its history) and answers the values stored with it. */
export async function enterStage(
  ctx: RequestContext,
  prospect: { id: number; stage: string },
  to: ProspectStage,
  reason: string | null = null,
) {
  const changedAt = new Date();
  await ctx.db.insert(devProspectStages).values({
    prospectId: prospect.id,
    fromStage: prospect.stage === to ? null : prospect.stage,
    toStage: to,
    reason,
    changedBy: ctx.user?.id ?? null,
    changedAt,
  });
  return { stageChangedAt: changedAt };
}

/** The current disclosure document: the highest version uploaded, or none yet. */
export async function currentDisclosure(ctx: RequestContext) {
  const [doc] = await ctx.db.select().from(devDisclosures).orderBy(desc(devDisclosures.version)).limit(1);
  return doc ?? null;
}

/** Whether the prospect has acknowledged the current disclosure document. */
export async function acknowledgedCurrent(ctx: RequestContext, prospectId: number): Promise<boolean> {
  const doc = await currentDisclosure(ctx);
  if (!doc) return false;
  const [ack] = await ctx.db
    .select({ id: devAcknowledgements.id })
    .from(devAcknowledgements)
    .where(and(eq(devAcknowledgements.prospectId, prospectId), eq(devAcknowledgements.disclosureId, doc.id)));
  return Boolean(ack);
}

/**
 * The disclosure gate: nothing binding (an LOI token, the agreement) before the prospect acknowledged the
 * current disclosure document.
 */
export async function assertDisclosureAcknowledged(ctx: RequestContext, prospectId: number, step: string) {
  if (await acknowledgedCurrent(ctx, prospectId)) return;
  const doc = await currentDisclosure(ctx);
  throw conflict(
    doc
      ? `${step} needs the prospect's acknowledgement of the current disclosure document (version ${doc.version}) first`
      : `${step} needs a disclosure document sent to the prospect and acknowledged first`,
  );
}

/** Refuses a step taken out of order, naming the stage it needs. */
export function assertStage(stage: string, needed: ProspectStage, step: string) {
  if (stage !== needed) throw conflict(`${step} needs the prospect at "${STAGE_LABELS[needed]}" first`);
}
