import { eq, inArray } from 'drizzle-orm';
import { audit, conflict, inTransaction, notFound, requireHeadOffice, type RequestContext } from '@portal/kit';
import { cityForCentre, franchisees, openCentre, servePincodes } from '@portal/mod-org/server';
import { openCentreOwnerLogin } from '@portal/mod-users/server';
import { openAgreement } from '@portal/mod-ledger/server';
import { STAGE_LABELS } from '../../shared/constants.ts';
import type { ConvertInput } from '../../shared/launch.ts';
import { devLaunchPlans, devProspects, devTerritories } from '../schema.ts';
import { releaseProspectTerritories, reservationsOf } from '../territories.service.ts';
import { createLaunchPlan } from './plans.service.ts';
import { prospectShape } from '../../shared/resources.ts';

/**
 * A prospect who signed the agreement becomes a centre, in one transaction: the centre (the org module opens it),
 * its owner's login (the users module's, with the centre owner's role), the territory's PIN codes served by it, and
 * its launch plan dated back from the opening day, and version 1 of its agreement (the ledger keeps it). A prospect
 * converted already, or not at the agreement, is refused.
 */
export async function convertProspect(ctx: RequestContext, prospectId: number, input: ConvertInput) {
  requireHeadOffice(ctx, 'Only head office converts a prospect into a centre');
  return inTransaction(ctx, async (ctx) => {
    const [prospect] = await ctx.db.select().from(devProspects).where(eq(devProspects.id, prospectId)).for('update');
    if (!prospect) throw notFound('Franchise prospect');
    const [done] = await ctx.db
      .select({ centreName: franchisees.companyName })
      .from(devLaunchPlans)
      .innerJoin(franchisees, eq(franchisees.id, devLaunchPlans.franchiseeId))
      .where(eq(devLaunchPlans.prospectId, prospectId));
    if (done) throw conflict(`${prospect.name} is already converted: their centre is ${done.centreName}`);
    if (prospect.stage !== 'AGREEMENT_SIGNED')
      throw conflict(
        `${prospect.name} is at "${STAGE_LABELS[prospect.stage as keyof typeof STAGE_LABELS] ?? prospect.stage}": ` +
          `only a prospect at "${STAGE_LABELS.AGREEMENT_SIGNED}" becomes a centre`,
      );

    // The territory: the PIN codes reserved for the prospect, or those they asked for when none was reserved.
    const reserved = await reservationsOf(ctx, prospectId);
    const wanted = reserved.length ? reserved.map((r) => r.pincode) : prospect.pincodes;
    const areas = new Map(
      (wanted.length
        ? await ctx.db
            .select({ pincode: devTerritories.pincode, area: devTerritories.area })
            .from(devTerritories)
            .where(inArray(devTerritories.pincode, wanted))
        : []
      ).map((t) => [t.pincode, t.area]),
    );

    // The centre's city: the one chosen, or the prospect's from the city master (added to it, with its code).
    const cityId =
      input.cityId !== undefined
        ? Number(input.cityId)
        : (await cityForCentre(ctx, { name: prospect.city, state: input.cityState, code: input.cityCode })).id;
    const [firstName, ...rest] = prospect.name.trim().split(/\s+/);
    const centre = await openCentre(ctx, {
      companyName: input.centreName,
      ownerName: prospect.name,
      email: input.loginEmail.trim().toLowerCase(),
      mobile: prospect.mobile,
      cityId,
      pincode: wanted[0] ?? '000000',
      address: input.address,
      agreementDate: prospect.stageChangedAt.toISOString().slice(0, 10),
    });
    const login = await openCentreOwnerLogin(ctx, {
      franchiseeId: centre.id,
      centreName: input.centreName,
      firstName,
      lastName: rest.join(' ') || firstName,
      email: input.loginEmail,
      mobile: prospect.mobile,
    });
    await servePincodes(
      ctx,
      centre.id,
      wanted.map((pincode) => ({ pincode, area: areas.get(pincode) || prospect.city })),
    );
    // The reservations did their work: the territories are served now (the org module answers so from here on).
    await releaseProspectTerritories(ctx, prospectId);
    if (wanted.length)
      await ctx.db
        .update(devTerritories)
        .set({ status: 'SERVED', prospectId, updatedAt: new Date() })
        .where(inArray(devTerritories.pincode, wanted));
    // The signed agreement is the centre's version 1: its royalty, term and territory (the ledger keeps it).
    const signedOn = prospect.stageChangedAt.toISOString().slice(0, 10);
    await openAgreement(ctx, centre.id, {
      signedOn,
      royaltyPercentBp: input.royaltyPercentBp ?? 1000,
      minimumGuaranteePaise: input.minimumGuaranteePaise ?? 0,
      termYears: input.termYears ?? 5,
      territoryPincodes: wanted,
      territoryCity: prospect.city,
    });
    const plan = await createLaunchPlan(ctx, { franchiseeId: centre.id, prospectId, openingDate: input.openingDate });
    await audit(ctx, {
      resource: prospectShape,
      recordId: prospectId,
      action: 'convert',
      franchiseeId: centre.id,
      changes: { franchiseeId: centre.id, userId: login.id, openingDate: input.openingDate, pincodes: wanted },
    });
    return {
      franchiseeId: centre.id,
      code: centre.code,
      userId: login.id,
      planId: plan.planId,
      tasks: plan.tasks,
      pincodes: wanted,
    };
  });
}
