import { and, eq, inArray, sql } from 'drizzle-orm';
import { KIT_TYPES } from '@portal/core';
import {
  actingUser,
  assertFranchisee,
  badRequest,
  conflict,
  defaultFranchisee,
  inTransaction,
  type RequestContext,
  requireUser,
} from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { kitAllocations, kitMappingItems, kitMappings, kitOrderLines, kitOrders, products } from '../schema.ts';
import { kitLabel, plural } from '../../shared/index.ts';
import { recordOrderEvent } from './events.service.ts';
import { nextNumber } from './order-number.service.ts';
import { priceNewKitOrder } from './new-order.service.ts';
import { type PricedInput } from './pricing.ts';

export interface PlaceOrderInput {
  franchiseeId?: number;
  kitType: string;
  studentAdmissionIds: number[];
}

/** The centre an order is for: the one asked for (if the user may act for it) or the user's own. */
export function orderFranchisee(ctx: RequestContext, requested?: number): number {
  requireUser(ctx);
  const id = requested ?? defaultFranchisee(ctx);
  if (id === null) throw badRequest('Choose the centre to order for', { franchiseeId: 'Franchisee is required' });
  assertFranchisee(ctx, id);
  return id;
}

/**
 * Places a kit order for admitted children of one centre: one line per child and
 * kit product from the class's APPROVED mapping, priced with GST. Stock is checked
 * (and reserved only when head office confirms); each child's allocation becomes
 * ORDERED in the same transaction, so a child's kit is never ordered twice even
 * when an offline cart is submitted twice.
 */
export async function placeOrder(ctx: RequestContext, input: PlaceOrderInput) {
  const franchiseeId = orderFranchisee(ctx, input.franchiseeId);
  const kit = KIT_TYPES.find((k) => k.id === input.kitType);
  if (!kit || !kit.onMapping || kit.id === 'WOW_KIT')
    throw badRequest(
      `Kit type must be one of: ${KIT_TYPES.filter((k) => k.onMapping && k.id !== 'WOW_KIT')
        .map((k) => k.name)
        .join(', ')}`,
      { kitType: 'Kit type is not orderable here' },
    );
  const ids = [...new Set(input.studentAdmissionIds)];
  if (ids.length === 0)
    throw badRequest('Add at least one child to the cart', {
      studentAdmissionIds: 'Add at least one child to the cart',
    });

  return inTransaction(ctx, async (ctx) => {
    const admissions = await ctx.db
      .select({
        id: studentAdmissions.id,
        classId: studentAdmissions.classId,
        academicYearId: studentAdmissions.academicYearId,
        status: studentAdmissions.status,
        className: classes.name,
        firstName: students.firstName,
        lastName: students.lastName,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
      .where(and(inArray(studentAdmissions.id, ids), eq(studentAdmissions.franchiseeId, franchiseeId)));
    const missing = ids.filter((id) => !admissions.some((a) => a.id === id));
    if (missing.length)
      throw badRequest(`Student admission ${missing.join(', ')} is not a child of this centre`, {
        studentAdmissionIds: 'Some children are not of this centre',
      });
    const inactive = admissions.find((a) => a.status !== 'Active');
    if (inactive) throw badRequest(`${inactive.firstName} ${inactive.lastName} is no longer an active admission`);

    const classIds = [...new Set(admissions.map((a) => a.classId))];
    const mappings = await ctx.db
      .select({ id: kitMappings.id, classId: kitMappings.classId })
      .from(kitMappings)
      .where(
        and(
          eq(kitMappings.kitType, kit.id),
          eq(kitMappings.status, 'APPROVED'),
          eq(kitMappings.isActive, true),
          inArray(kitMappings.classId, classIds),
        ),
      );
    const unmapped = admissions.find((a) => !mappings.some((m) => m.classId === a.classId));
    if (unmapped)
      throw badRequest(`No approved ${kitLabel(kit.id)} mapping for class ${unmapped.className}`, {
        studentAdmissionIds: `Class ${unmapped.className} has no approved ${kitLabel(kit.id)}`,
      });
    const items = await ctx.db
      .select({
        kitMappingId: kitMappingItems.kitMappingId,
        quantity: kitMappingItems.quantity,
        productId: products.id,
        name: products.name,
        hsnCode: products.hsnCode,
        size: products.size,
        pricePaise: products.pricePaise,
        gstRateBp: products.gstRateBp,
      })
      .from(kitMappingItems)
      .innerJoin(products, eq(products.id, kitMappingItems.productId))
      .where(
        inArray(
          kitMappingItems.kitMappingId,
          mappings.map((m) => m.id),
        ),
      );
    const empty = mappings.find((m) => !items.some((i) => i.kitMappingId === m.id));
    if (empty) throw badRequest(`The ${kitLabel(kit.id)} mapping of a class has no products`);

    const raw: PricedInput[] = admissions.flatMap((a) => {
      const mapping = mappings.find((m) => m.classId === a.classId)!;
      return items
        .filter((i) => i.kitMappingId === mapping.id)
        .map((i) => ({
          productId: i.productId,
          description: `${i.name} (${a.firstName} ${a.lastName}, ${a.className})`.trim(),
          hsnCode: i.hsnCode,
          size: i.size,
          quantity: i.quantity,
          unitPricePaise: i.pricePaise,
          gstRateBp: i.gstRateBp,
          studentAdmissionId: a.id,
          classId: a.classId,
        }));
    });
    const { buyer, warehouse, lines, totals } = await priceNewKitOrder(ctx, franchiseeId, raw);

    const [order] = await ctx.db
      .insert(kitOrders)
      .values({
        franchiseeId,
        academicYearId: admissions[0].academicYearId,
        orderNo: await nextNumber(ctx, franchiseeId, 'KO'),
        kitType: kit.id,
        warehouseId: warehouse.warehouseId,
        deliveryPincode: buyer.pincode,
        paymentMode: 'LEDGER',
        placedBy: actingUser(ctx).id,
        ...totals,
      })
      .returning();
    await ctx.db.insert(kitOrderLines).values(lines.map((l) => ({ ...l, orderId: order.id, franchiseeId })));

    // Claim each child's allocation; one already on a live order is refused.
    const claimed = await ctx.db
      .insert(kitAllocations)
      .values(
        admissions.map((a) => ({
          franchiseeId,
          academicYearId: a.academicYearId,
          studentAdmissionId: a.id,
          kitType: kit.id,
          classId: a.classId,
          status: 'ORDERED',
          orderId: order.id,
        })),
      )
      .onConflictDoUpdate({
        target: [kitAllocations.studentAdmissionId, kitAllocations.kitType],
        set: { status: 'ORDERED', orderId: order.id, updatedAt: new Date() },
        setWhere: sql`${kitAllocations.status} = 'ALLOCATED'`,
      })
      .returning({ studentAdmissionId: kitAllocations.studentAdmissionId });
    if (claimed.length !== admissions.length) {
      const taken = admissions.find((a) => !claimed.some((c) => c.studentAdmissionId === a.id))!;
      throw conflict(`${taken.firstName} ${taken.lastName} already has a ${kitLabel(kit.id)} on order`);
    }
    await recordOrderEvent(ctx, order, null, 'PENDING', {
      note: `Placed for ${plural(admissions.length, 'child', 'children')}`,
      changes: { totalPaise: order.totalPaise },
    });
    return order;
  });
}
