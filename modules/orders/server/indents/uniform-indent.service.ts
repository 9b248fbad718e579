import { and, eq, inArray, ne } from 'drizzle-orm';
import { actingUser, badRequest, conflict, inTransaction, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { plural, UNIFORM_ORDER } from '../../shared/index.ts';
import { kitOrderLines, kitOrders, products, uniformApparelMappings } from '../schema.ts';
import { recordOrderEvent } from '../orders/events.service.ts';
import { childName } from '../orders/admitted.service.ts';
import { nextNumber } from '../orders/order-number.service.ts';
import { priceNewKitOrder } from '../orders/new-order.service.ts';
import { orderFranchisee } from '../orders/place-order.service.ts';
import { type PricedInput } from '../orders/pricing.ts';

export interface IndentInput {
  franchiseeId?: number;
  children: { studentAdmissionId: number; size: string }[];
}

/**
 * A uniform indent for one child (indent/uniform-indent) or many (bulk): each child gets
 * the apparel mapped to their class and gender (or BOTH), in the size asked. A child
 * with a live uniform order is refused, so the order gap stays truthful.
 */
export async function placeUniformIndent(ctx: RequestContext, input: IndentInput) {
  const franchiseeId = orderFranchisee(ctx, input.franchiseeId);
  const ids = [...new Set(input.children.map((c) => c.studentAdmissionId))];
  if (ids.length === 0) throw badRequest('Choose at least one child');
  if (ids.length !== input.children.length) throw badRequest('A child is listed twice');
  return inTransaction(ctx, async (ctx) => {
    const kids = await ctx.db
      .select({
        id: studentAdmissions.id,
        classId: studentAdmissions.classId,
        academicYearId: studentAdmissions.academicYearId,
        gender: students.gender,
        name: childName,
        className: classes.name,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
      .where(
        and(
          inArray(studentAdmissions.id, ids),
          eq(studentAdmissions.franchiseeId, franchiseeId),
          eq(studentAdmissions.status, 'Active'),
        ),
      );
    const missing = ids.filter((id) => !kids.some((k) => k.id === id));
    if (missing.length)
      throw badRequest(`Student admission ${missing.join(', ')} is not an active child of this centre`);
    const ordered = await ctx.db
      .select({ id: kitOrderLines.studentAdmissionId })
      .from(kitOrderLines)
      .innerJoin(kitOrders, eq(kitOrders.id, kitOrderLines.orderId))
      .where(
        and(
          inArray(kitOrderLines.studentAdmissionId, ids),
          eq(kitOrders.kitType, UNIFORM_ORDER),
          ne(kitOrders.status, 'CANCELLED'),
          ne(kitOrders.status, 'FAIL'),
        ),
      );
    const dup = kids.find((k) => ordered.some((o) => o.id === k.id));
    if (dup) throw conflict(`${dup.name} already has a uniform indent`);
    const apparel = await ctx.db
      .select({
        classId: uniformApparelMappings.classId,
        gender: uniformApparelMappings.gender,
        quantity: uniformApparelMappings.quantity,
        productId: products.id,
        name: products.name,
        hsnCode: products.hsnCode,
        pricePaise: products.pricePaise,
        gstRateBp: products.gstRateBp,
      })
      .from(uniformApparelMappings)
      .innerJoin(products, eq(products.id, uniformApparelMappings.productId))
      .where(
        and(
          inArray(uniformApparelMappings.classId, [...new Set(kids.map((k) => k.classId))]),
          eq(uniformApparelMappings.isActive, true),
          eq(products.isActive, true),
        ),
      );
    const raw: PricedInput[] = kids.flatMap((k) => {
      const size = input.children.find((c) => c.studentAdmissionId === k.id)!.size;
      const items = apparel.filter((a) => a.classId === k.classId && (a.gender === 'BOTH' || a.gender === k.gender));
      if (items.length === 0) throw badRequest(`No uniform is mapped for class ${k.className}`);
      return items.map((a) => ({
        productId: a.productId,
        description: `${a.name} (${k.name}, ${k.className})`,
        hsnCode: a.hsnCode,
        size,
        quantity: a.quantity,
        unitPricePaise: a.pricePaise,
        gstRateBp: a.gstRateBp,
        studentAdmissionId: k.id,
        classId: k.classId,
      }));
    });
    const { buyer, warehouse, lines, totals } = await priceNewKitOrder(ctx, franchiseeId, raw);
    const [order] = await ctx.db
      .insert(kitOrders)
      .values({
        franchiseeId,
        academicYearId: kids[0].academicYearId,
        orderNo: await nextNumber(ctx, franchiseeId, 'KO'),
        kitType: UNIFORM_ORDER,
        warehouseId: warehouse.warehouseId,
        deliveryPincode: buyer.pincode,
        placedBy: actingUser(ctx).id,
        ...totals,
      })
      .returning();
    await ctx.db.insert(kitOrderLines).values(lines.map((l) => ({ ...l, orderId: order.id, franchiseeId })));
    await recordOrderEvent(ctx, order, null, 'PENDING', {
      note: `Uniform indent for ${plural(kids.length, 'child', 'children')}`,
    });
    return order;
  });
}
