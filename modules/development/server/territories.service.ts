import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { AppError, audit, conflict, inTransaction, notFound, type RequestContext } from '@portal/kit';
import { servingCentres } from '@portal/mod-org/server';
import type { TerritoryRow } from '../shared/contracts.ts';
import { devProspects, devReservations, devTerritories } from './schema.ts';
import { territoryShape } from '../shared/resources.ts';

type Territory = typeof devTerritories.$inferSelect;

/** Each territory as it stands now: served when a centre covers its PIN code (the org module says so), else its own. */
async function present(ctx: RequestContext, rows: Territory[]): Promise<TerritoryRow[]> {
  const served = await servingCentres(
    ctx,
    rows.map((r) => r.pincode),
  );
  const prospectIds = rows.map((r) => r.prospectId).filter((id): id is number => id != null);
  const names = new Map(
    prospectIds.length
      ? (
          await ctx.db
            .select({ id: devProspects.id, name: devProspects.name })
            .from(devProspects)
            .where(inArray(devProspects.id, prospectIds))
        ).map((p) => [p.id, p.name])
      : [],
  );
  return rows.map((r) => {
    const centre = served.get(r.pincode);
    return {
      id: r.id,
      city: r.city,
      pincode: r.pincode,
      area: r.area,
      availability: centre ? 'SERVED' : r.status === 'RESERVED' ? 'RESERVED' : 'OPEN',
      prospectId: r.prospectId,
      prospectName: r.prospectId ? (names.get(r.prospectId) ?? null) : null,
      servedBy: centre?.centreName ?? null,
    };
  });
}

export async function territoryBoard(ctx: RequestContext, query: { city?: string }): Promise<{ rows: TerritoryRow[] }> {
  const rows = await ctx.db
    .select()
    .from(devTerritories)
    .where(query.city ? eq(devTerritories.city, query.city) : undefined)
    .orderBy(asc(devTerritories.city), asc(devTerritories.pincode));
  return { rows: await present(ctx, rows) };
}

/** A territory's state when it is made: served if a centre already covers its PIN code. */
export async function initialTerritoryStatus(ctx: RequestContext, pincode: string): Promise<'OPEN' | 'SERVED'> {
  return (await servingCentres(ctx, [pincode])).has(pincode) ? 'SERVED' : 'OPEN';
}

const promisedTwice = (pincode: string) =>
  new AppError(409, `PIN code ${pincode} is already reserved for another prospect; release it first`, {
    pincode: 'Already reserved',
  });

/**
 * Promises a territory to a prospect. A PIN code a centre serves, or one already reserved, is refused with a 409;
 * the live reservation's unique index holds the rule when two reservations race past the checks.
 */
export async function reserveTerritory(ctx: RequestContext, id: number, prospectId: number): Promise<TerritoryRow> {
  try {
    const row = await inTransaction(ctx, async (ctx) => {
      const [territory] = await ctx.db.select().from(devTerritories).where(eq(devTerritories.id, id));
      if (!territory) throw notFound('Territory');
      const [prospect] = await ctx.db.select().from(devProspects).where(eq(devProspects.id, prospectId));
      if (!prospect) throw new AppError(400, 'Prospect not found', { prospectId: 'Prospect not found' });
      if (prospect.stage === 'LOST' || prospect.stage === 'AGREEMENT_SIGNED')
        throw conflict(`${prospect.name} is no longer in the pipeline; a territory cannot be reserved for them`);
      const centre = (await servingCentres(ctx, [territory.pincode])).get(territory.pincode);
      if (centre) throw conflict(`PIN code ${territory.pincode} is already served by ${centre.centreName}`);
      const [live] = await ctx.db
        .select({ prospectId: devReservations.prospectId })
        .from(devReservations)
        .where(and(eq(devReservations.pincode, territory.pincode), isNull(devReservations.releasedAt)));
      if (live?.prospectId === prospectId) return territory;
      if (live) throw promisedTwice(territory.pincode);
      await ctx.db.insert(devReservations).values({
        territoryId: territory.id,
        pincode: territory.pincode,
        prospectId,
        reservedBy: ctx.user?.id ?? null,
      });
      const [updated] = await ctx.db
        .update(devTerritories)
        .set({ status: 'RESERVED', prospectId, updatedAt: new Date() })
        .where(eq(devTerritories.id, id))
        .returning();
      await audit(ctx, { resource: territoryShape, recordId: id, action: 'reserve', changes: { prospectId } });
      return updated;
    });
    return (await present(ctx, [row]))[0];
  } catch (err) {
    // The race's loser: the unique index refused its reservation (translated to a 409 on the PIN code).
    if (err instanceof AppError && err.statusCode === 409 && err.fieldErrors?.pincode?.startsWith('A record'))
      throw promisedTwice(await pincodeOf(ctx, id));
    throw err;
  }
}

async function pincodeOf(ctx: RequestContext, id: number): Promise<string> {
  const [t] = await ctx.db
    .select({ pincode: devTerritories.pincode })
    .from(devTerritories)
    .where(eq(devTerritories.id, id));
  return t?.pincode ?? '';
}

/** Releases a territory's live reservation (the prospect withdrew, or was lost). */
export async function releaseTerritory(ctx: RequestContext, id: number): Promise<TerritoryRow> {
  const row = await inTransaction(ctx, async (ctx) => {
    const [territory] = await ctx.db.select().from(devTerritories).where(eq(devTerritories.id, id));
    if (!territory) throw notFound('Territory');
    if (territory.status !== 'RESERVED') throw conflict(`PIN code ${territory.pincode} is not reserved`);
    await releaseWhere(ctx, eq(devReservations.territoryId, id));
    await audit(ctx, { resource: territoryShape, recordId: id, action: 'release', changes: {} });
    const [updated] = await ctx.db.select().from(devTerritories).where(eq(devTerritories.id, id));
    return updated;
  });
  return (await present(ctx, [row]))[0];
}

/** Releases every live reservation of a prospect who left the pipeline. */
export async function releaseProspectTerritories(ctx: RequestContext, prospectId: number): Promise<void> {
  await releaseWhere(ctx, eq(devReservations.prospectId, prospectId));
}

async function releaseWhere(ctx: RequestContext, which: ReturnType<typeof eq>) {
  const released = await ctx.db
    .update(devReservations)
    .set({ releasedAt: new Date() })
    .where(and(which, isNull(devReservations.releasedAt)))
    .returning({ territoryId: devReservations.territoryId });
  if (released.length)
    await ctx.db
      .update(devTerritories)
      .set({ status: 'OPEN', prospectId: null, updatedAt: new Date() })
      .where(
        inArray(
          devTerritories.id,
          released.map((r) => r.territoryId),
        ),
      );
}

/** A prospect's live reservations, for its record. */
export async function reservationsOf(ctx: RequestContext, prospectId: number) {
  return ctx.db
    .select({
      territoryId: devTerritories.id,
      pincode: devTerritories.pincode,
      city: devTerritories.city,
      reservedAt: devReservations.reservedAt,
    })
    .from(devReservations)
    .innerJoin(devTerritories, eq(devTerritories.id, devReservations.territoryId))
    .where(and(eq(devReservations.prospectId, prospectId), isNull(devReservations.releasedAt)))
    .orderBy(asc(devTerritories.pincode));
}
