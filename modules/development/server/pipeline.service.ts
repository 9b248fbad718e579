import { asc, eq, sql } from 'drizzle-orm';
import { notFound, type RequestContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { PROSPECT_STAGES, type ProspectStage } from '../shared/constants.ts';
import type { StageFigure } from '../shared/contracts.ts';
import { acknowledgedCurrent, currentDisclosure } from './stages.service.ts';
import { reservationsOf } from './territories.service.ts';
import { devAcknowledgements, devDisclosures, devProspectStages, devProspects } from './schema.ts';

const AGE_DAYS = sql`extract(epoch from (now() - ${devProspects.stageChangedAt})) / 86400`;

/** The pipeline: prospects per stage, and their average and oldest age in it (whole days since they entered it). */
export async function pipeline(ctx: RequestContext): Promise<{ stages: StageFigure[]; total: number }> {
  const rows = await ctx.db
    .select({
      stage: devProspects.stage,
      count: sql<number>`count(*)::int`,
      average: sql<number>`coalesce(floor(avg(${AGE_DAYS})), 0)::int`,
      oldest: sql<number>`coalesce(floor(max(${AGE_DAYS})), 0)::int`,
    })
    .from(devProspects)
    .groupBy(devProspects.stage);
  const byStage = new Map(rows.map((r) => [r.stage, r]));
  const stages = PROSPECT_STAGES.map((stage: ProspectStage) => {
    const r = byStage.get(stage);
    return { stage, count: r?.count ?? 0, averageAgeDays: r?.average ?? 0, oldestAgeDays: r?.oldest ?? 0 };
  });
  return { stages, total: stages.reduce((n, s) => n + s.count, 0) };
}

/** What a prospect's record shows beside its fields. */
export async function prospectStory(ctx: RequestContext, id: number) {
  const [prospect] = await ctx.db
    .select({ id: devProspects.id, disclosureSentId: devProspects.disclosureSentId })
    .from(devProspects)
    .where(eq(devProspects.id, id));
  if (!prospect) throw notFound('Prospect');
  const history = await ctx.db
    .select({
      fromStage: devProspectStages.fromStage,
      toStage: devProspectStages.toStage,
      reason: devProspectStages.reason,
      changedBy: adminUsers.fullName,
      changedAt: devProspectStages.changedAt,
    })
    .from(devProspectStages)
    .leftJoin(adminUsers, eq(adminUsers.id, devProspectStages.changedBy))
    .where(eq(devProspectStages.prospectId, id))
    .orderBy(asc(devProspectStages.changedAt), asc(devProspectStages.id));
  const doc = await currentDisclosure(ctx);
  const [sent] = prospect.disclosureSentId
    ? await ctx.db
        .select({ version: devDisclosures.version })
        .from(devDisclosures)
        .where(eq(devDisclosures.id, prospect.disclosureSentId))
    : [];
  const acknowledgements = await ctx.db
    .select({
      version: devAcknowledgements.version,
      channel: devAcknowledgements.channel,
      ip: devAcknowledgements.ip,
      evidenceFileId: devAcknowledgements.evidenceFileId,
      remark: devAcknowledgements.remark,
      acknowledgedAt: devAcknowledgements.acknowledgedAt,
    })
    .from(devAcknowledgements)
    .where(eq(devAcknowledgements.prospectId, id))
    .orderBy(asc(devAcknowledgements.acknowledgedAt));
  return {
    history,
    currentDisclosure: doc ? { id: doc.id, version: doc.version, title: doc.title } : null,
    sentVersion: sent?.version ?? null,
    acknowledgements,
    gateOpen: await acknowledgedCurrent(ctx, id),
    reservations: await reservationsOf(ctx, id),
  };
}
