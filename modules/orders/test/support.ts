import { and, eq, sql } from 'drizzle-orm';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import type { TestApp } from '@portal/server/testing';
import { products, stock } from '../server/index.ts';

export const SUPER = 'superadmin@demo.school';
export const FIN = 'finance@demo.school';
export const A = 'franchisee-a@demo.school';
export const B = 'franchisee-b@demo.school';
export const DELIVERY = 'delivery@demo.school';
export const MARKETING = 'marketing@demo.school';

export async function classId(t: TestApp, name: string): Promise<number> {
  const [c] = await t.db.db.select({ id: classes.id }).from(classes).where(eq(classes.name, name));
  return c.id;
}

export async function admissionsOf(t: TestApp, franchiseeId: number, className: string): Promise<number[]> {
  const rows = await t.db.db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .where(
      and(
        eq(studentAdmissions.franchiseeId, franchiseeId),
        eq(studentAdmissions.classId, await classId(t, className)),
        eq(studentAdmissions.status, 'Active'),
      ),
    )
    .orderBy(studentAdmissions.id);
  return rows.map((r) => r.id);
}

export async function productId(t: TestApp, sku: string): Promise<number> {
  const [p] = await t.db.db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
  return p.id;
}

export async function stockOf(t: TestApp, sku: string, warehouseCode = 'WH-BLR') {
  const [row] = await t.db.db
    .execute(
      sql`select s.available, s.reserved from stock s join warehouses w on w.id = s.warehouse_id
        join products p on p.id = s.product_id where p.sku = ${sku} and w.code = ${warehouseCode}`,
    )
    .then((r) => (r as unknown as { rows: { available: number; reserved: number }[] }).rows);
  return { available: Number(row.available), reserved: Number(row.reserved) };
}

export async function setStock(t: TestApp, sku: string, available: number, warehouseCode = 'WH-BLR') {
  await t.db.db.execute(
    sql`update stock set available = ${available}, reserved = 0
      where product_id = (select id from products where sku = ${sku})
      and warehouse_id = (select id from warehouses where code = ${warehouseCode})`,
  );
}

export { stock };
