import { eq } from 'drizzle-orm';
import { cities, franchisees } from '@portal/mod-org/server';
import { badRequest, type RequestContext } from '@portal/kit';

export interface Party {
  id: number;
  code: string;
  companyName: string;
  address: string;
  pincode: string;
  gstin: string | null;
  city: string;
  state: string;
}

async function party(ctx: RequestContext, where: ReturnType<typeof eq>): Promise<Party | undefined> {
  const [row] = await ctx.db
    .select({
      id: franchisees.id,
      code: franchisees.code,
      companyName: franchisees.companyName,
      address: franchisees.address,
      pincode: franchisees.pincode,
      gstin: franchisees.gstin,
      city: cities.name,
      state: cities.state,
    })
    .from(franchisees)
    .innerJoin(cities, eq(cities.id, franchisees.cityId))
    .where(where);
  return row;
}

/** The centre that buys and head office (the corporate branch) that sells. */
export async function partiesOf(
  ctx: RequestContext,
  franchiseeId: number,
): Promise<{ buyer: Party; seller: Party; sameState: boolean }> {
  const buyer = await party(ctx, eq(franchisees.id, franchiseeId));
  const seller = await party(ctx, eq(franchisees.isCorporate, true));
  if (!buyer || !seller) throw badRequest('Head office (the corporate branch) is not set up');
  return { buyer, seller, sameState: buyer.state === seller.state };
}

/** A centre as the seller of its own sales (to families): its name, address, GSTIN and state. */
export async function centreParty(ctx: RequestContext, franchiseeId: number): Promise<Party> {
  const centre = await party(ctx, eq(franchisees.id, franchiseeId));
  if (!centre) throw badRequest('The centre is not set up');
  return centre;
}
