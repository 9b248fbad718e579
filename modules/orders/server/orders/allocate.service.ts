import { inArray } from 'drizzle-orm';
import { studentAdmissions } from '@portal/mod-students/server';
import { audit, inTransaction, type RequestContext } from '@portal/kit';
import { kitAllocations } from '../schema.ts';
import { orderCart } from './cart.service.ts';
import { kitAllocationShape } from '../../shared/resources.ts';

/** kit-allocation/{kitType}: allocates the kit to every admitted child of a mapped class who has none yet. */
export async function allocateKits(ctx: RequestContext, input: { franchiseeId?: number; kitType: string }) {
  return inTransaction(ctx, async (ctx) => {
    const cart = await orderCart(ctx, input);
    if (cart.rows.length === 0) return { allocated: 0 };
    const yearOf = await ctx.db
      .select({ id: studentAdmissions.id, academicYearId: studentAdmissions.academicYearId })
      .from(studentAdmissions)
      .where(
        inArray(
          studentAdmissions.id,
          cart.rows.map((r) => r.id),
        ),
      );
    const years = new Map(yearOf.map((r) => [r.id, r.academicYearId]));
    const rows = await ctx.db
      .insert(kitAllocations)
      .values(
        cart.rows.map((r) => ({
          franchiseeId: cart.franchiseeId,
          academicYearId: years.get(r.id)!,
          studentAdmissionId: r.id,
          kitType: input.kitType,
          classId: r.classID,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: kitAllocations.id });
    await audit(ctx, {
      resource: kitAllocationShape,
      recordId: 'bulk',
      action: 'allocate',
      franchiseeId: cart.franchiseeId,
      changes: { kitType: input.kitType, allocated: rows.length },
    });
    return { allocated: rows.length };
  });
}
