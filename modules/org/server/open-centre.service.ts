import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { audit, badRequest, conflict, requireHeadOffice, type RequestContext } from '@portal/kit';
import { cities, franchisees, pincodes } from './schema.ts';
import { cityShape, franchiseeShape } from '../shared/resources.ts';
import { nameCode } from './city-code.ts';

export interface NewCentre {
  companyName: string;
  ownerName: string;
  email: string;
  mobile: string;
  cityId: number;
  pincode: string;
  address: string;
  agreementDate?: string | null;
}

/**
 * Opens a franchised centre (a signed prospect converted by head office): the franchisee row with the next code
 * of its city (`MYS-001`), active and not a corporate branch. Runs in the caller's transaction.
 */
export async function openCentre(ctx: RequestContext, input: NewCentre): Promise<{ id: number; code: string }> {
  requireHeadOffice(ctx, 'Only head office opens a centre');
  const [city] = await ctx.db
    .select({ id: cities.id, name: cities.name, code: cities.code })
    .from(cities)
    .where(eq(cities.id, input.cityId));
  if (!city) throw badRequest('Choose one of the network’s cities', { cityId: 'Not one of the network’s cities' });
  const [taken] = await ctx.db
    .select({ id: franchisees.id })
    .from(franchisees)
    .where(ilike(franchisees.companyName, input.companyName.trim()));
  if (taken) throw conflict(`A centre named ${input.companyName.trim()} already exists`, { centreName: 'Taken' });
  // The city's code from the city master (Bengaluru's centres are BLR-…), else one made from its name.
  const prefix = city.code ?? nameCode(city.name);
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(franchisees)
    .where(ilike(franchisees.code, `${prefix}-%`));
  let next = n + 1;
  let code = `${prefix}-${String(next).padStart(3, '0')}`;
  while ((await ctx.db.select({ id: franchisees.id }).from(franchisees).where(eq(franchisees.code, code))).length)
    code = `${prefix}-${String(++next).padStart(3, '0')}`;
  const [row] = await ctx.db
    .insert(franchisees)
    .values({
      code,
      companyName: input.companyName.trim(),
      ownerName: input.ownerName,
      email: input.email,
      mobile: input.mobile,
      address: input.address,
      cityId: city.id,
      pincode: input.pincode,
      agreementDate: input.agreementDate ?? null,
      isCorporate: false,
      isActive: true,
      // Converted, not open yet: head office opens it (POST /api/franchisee/:id/status).
      status: 'IN_DEVELOPMENT',
    })
    .returning({ id: franchisees.id, code: franchisees.code });
  await audit(ctx, {
    resource: franchiseeShape,
    recordId: row.id,
    action: 'open',
    franchiseeId: row.id,
    changes: { code },
  });
  return row;
}

const STATES = new Set<string>((cityShape.fields.state.options ?? []).map((o) => o.value));

/**
 * The city master's city of a new centre: the one of that name, or, when the master has none, the city added with
 * its state and its code (given, or its name's first three letters; a code another city holds is refused).
 * Head office only; runs in the caller's transaction.
 */
export async function cityForCentre(
  ctx: RequestContext,
  input: { name: string; state?: string | null; code?: string | null },
): Promise<{ id: number; name: string; code: string | null; added: boolean }> {
  requireHeadOffice(ctx, 'Only head office adds a city to the city master');
  const name = input.name.trim();
  const [known] = await ctx.db
    .select({ id: cities.id, name: cities.name, code: cities.code })
    .from(cities)
    .where(ilike(cities.name, name.replace(/[%_\\]/g, '\\$&')))
    .orderBy(cities.id)
    .limit(1);
  if (known) return { ...known, added: false };
  if (!input.state || !STATES.has(input.state))
    throw badRequest(`${name} is not in the city master yet: choose its state to add it`, {
      cityState: `Choose the state of ${name}`,
    });
  const code = (input.code?.trim() || nameCode(name)).toUpperCase();
  if (!/^[A-Z]{2,4}$/.test(code))
    throw badRequest('City code is 2 to 4 capital letters, as BLR', { cityCode: 'Use 2 to 4 capital letters' });
  const [holder] = await ctx.db.select({ name: cities.name }).from(cities).where(eq(cities.code, code));
  if (holder)
    throw conflict(`The city code ${code} is ${holder.name}'s: give ${name} another code`, {
      cityCode: `${code} is ${holder.name}'s`,
    });
  const [row] = await ctx.db
    .insert(cities)
    .values({ name, state: input.state, code })
    .returning({ id: cities.id, name: cities.name, code: cities.code });
  await audit(ctx, {
    resource: cityShape,
    recordId: row.id,
    action: 'create',
    changes: { name, state: input.state, code },
  });
  return { ...row, added: true };
}

/**
 * Records PIN codes as served by a centre (its territory): each one a centre already serves is refused, so a
 * territory is never promised twice. Runs in the caller's transaction.
 */
export async function servePincodes(
  ctx: RequestContext,
  franchiseeId: number,
  codes: readonly { pincode: string; area: string }[],
): Promise<void> {
  requireHeadOffice(ctx, 'Only head office assigns PIN codes to a centre');
  if (!codes.length) return;
  const [centre] = await ctx.db
    .select({ cityId: franchisees.cityId })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  const served = await ctx.db
    .select({ pincode: pincodes.pincode })
    .from(pincodes)
    .innerJoin(franchisees, eq(franchisees.id, pincodes.franchiseeId))
    .where(
      and(
        inArray(
          pincodes.pincode,
          codes.map((c) => c.pincode),
        ),
        eq(pincodes.isActive, true),
        eq(franchisees.isActive, true),
        eq(franchisees.isCorporate, false),
      ),
    );
  if (served.length) throw conflict(`PIN code ${served[0].pincode} is already served by another centre`);
  await ctx.db
    .insert(pincodes)
    .values(codes.map((c) => ({ franchiseeId, pincode: c.pincode, area: c.area, cityId: centre?.cityId ?? null })));
}

/**
 * A centre's owner changes (an ownership transfer, head office): the owner's name, GSTIN and the centre's contact
 * address and mobile become the new owner's; the centre keeps its name, code, children, staff and history.
 * Answers the owner as they were. Runs in the caller's transaction.
 */
export async function changeCentreOwner(
  ctx: RequestContext,
  franchiseeId: number,
  owner: { ownerName: string; gstin: string | null; email: string; mobile: string },
) {
  requireHeadOffice(ctx, 'Only head office changes a centre’s owner');
  const [before] = await ctx.db
    .select({
      ownerName: franchisees.ownerName,
      companyName: franchisees.companyName,
      gstin: franchisees.gstin,
      email: franchisees.email,
      mobile: franchisees.mobile,
      isCorporate: franchisees.isCorporate,
    })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId))
    .for('update');
  if (!before) throw badRequest('No such centre');
  if (before.isCorporate) throw badRequest('Head office’s own branch has no franchisee owner to change');
  await ctx.db
    .update(franchisees)
    .set({ ...owner, email: owner.email.trim().toLowerCase(), updatedAt: new Date() })
    .where(eq(franchisees.id, franchiseeId));
  await audit(ctx, {
    resource: franchiseeShape,
    recordId: franchiseeId,
    action: 'change-owner',
    franchiseeId,
    changes: { ownerName: { from: before.ownerName, to: owner.ownerName } },
  });
  return before;
}
