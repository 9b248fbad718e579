import { eq, inArray } from 'drizzle-orm';
import { AppError, audit, badRequest, inTransaction, notFound, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { KIT_TYPES } from '@portal/core';
import { kitMappingItems, kitMappings, products } from '../schema.ts';
import { setKitMappingItems } from './items.ts';

/**
 * kit-mapping/upload-mapping/{kitType}: rows of class, SKU and quantity (CSV text; the
 * web turns an XLSX sheet into the same rows). Each class gets one PENDING mapping with
 * those products; all or nothing, every bad row reported by its number.
 */
export async function uploadKitMapping(ctx: RequestContext, kitType: string, csv: string) {
  const kit = KIT_TYPES.find((k) => k.id === kitType && k.onMapping);
  if (!kit) throw badRequest('Unknown kit type');
  const lines = csv
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const header = lines
    .shift()
    ?.toLowerCase()
    .split(',')
    .map((h) => h.trim().replace(/^"|"$/g, ''));
  if (!header || !['class', 'sku', 'quantity'].every((h) => header.includes(h)))
    throw badRequest('The file needs the columns class, sku and quantity');
  const rows = lines.map((l, i) => {
    const cells = l.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    return {
      row: i + 2,
      className: cells[header.indexOf('class')] ?? '',
      sku: cells[header.indexOf('sku')] ?? '',
      quantity: Number(cells[header.indexOf('quantity')]),
    };
  });
  if (rows.length === 0) throw badRequest('The file has no rows');
  return inTransaction(ctx, async (ctx) => {
    const cls = await ctx.db.select({ id: classes.id, name: classes.name }).from(classes);
    const prods = await ctx.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(inArray(products.sku, [...new Set(rows.map((r) => r.sku))]));
    const errors: { row: number; message: string }[] = [];
    for (const r of rows) {
      if (!cls.some((c) => c.name.toLowerCase() === r.className.toLowerCase()))
        errors.push({ row: r.row, message: `Unknown class ${r.className}` });
      if (!prods.some((p) => p.sku === r.sku)) errors.push({ row: r.row, message: `Unknown SKU ${r.sku}` });
      if (!Number.isInteger(r.quantity) || r.quantity < 1)
        errors.push({ row: r.row, message: 'Quantity must be a whole number above 0' });
    }
    if (errors.length)
      throw new AppError(400, `${errors.length} rows have problems; nothing was saved`, undefined, { errors });
    const created: number[] = [];
    for (const c of cls.filter((c) => rows.some((r) => r.className.toLowerCase() === c.name.toLowerCase()))) {
      const [m] = await ctx.db
        .insert(kitMappings)
        .values({ kitType: kit.id, classId: c.id, name: `${c.name} ${kit.name}` })
        .returning();
      const mine = rows.filter((r) => r.className.toLowerCase() === c.name.toLowerCase());
      const qty = new Map<number, number>();
      for (const r of mine) {
        const pid = prods.find((p) => p.sku === r.sku)!.id;
        qty.set(pid, (qty.get(pid) ?? 0) + r.quantity);
      }
      await ctx.db
        .insert(kitMappingItems)
        .values([...qty].map(([productId, quantity]) => ({ kitMappingId: m.id, productId, quantity })));
      await audit(ctx, {
        resource: 'kit-mapping',
        recordId: m.id,
        action: 'upload',
        changes: { kitType: kit.id, classId: c.id, items: qty.size },
      });
      created.push(m.id);
    }
    return { created: created.length, ids: created };
  });
}

/**
 * kit-mapping/upload-mapping/{kitType}/{kitMapId}: rows of SKU and quantity replace the
 * products of one PENDING mapping of that kit type; all or nothing, bad rows by number.
 */
export async function uploadKitMappingItems(ctx: RequestContext, kitType: string, id: number, csv: string) {
  const lines = csv
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const header = lines
    .shift()
    ?.toLowerCase()
    .split(',')
    .map((h) => h.trim().replace(/^"|"$/g, ''));
  if (!header || !['sku', 'quantity'].every((h) => header.includes(h)))
    throw badRequest('The file needs the columns sku and quantity');
  const rows = lines.map((l, i) => {
    const cells = l.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    return { row: i + 2, sku: cells[header.indexOf('sku')] ?? '', quantity: Number(cells[header.indexOf('quantity')]) };
  });
  if (rows.length === 0) throw badRequest('The file has no rows');
  const [mapping] = await ctx.db
    .select({ kitType: kitMappings.kitType })
    .from(kitMappings)
    .where(eq(kitMappings.id, id));
  if (!mapping) throw notFound('Kit mapping');
  if (mapping.kitType !== kitType) throw badRequest(`Kit mapping ${id} is not a ${kitType} mapping`);
  const prods = await ctx.db
    .select({ id: products.id, sku: products.sku, isActive: products.isActive })
    .from(products)
    .where(inArray(products.sku, [...new Set(rows.map((r) => r.sku))]));
  const errors: { row: number; message: string }[] = [];
  for (const r of rows) {
    const p = prods.find((x) => x.sku === r.sku);
    if (!p) errors.push({ row: r.row, message: `Unknown SKU ${r.sku}` });
    else if (!p.isActive) errors.push({ row: r.row, message: `${r.sku} is no longer sold` });
    if (!Number.isInteger(r.quantity) || r.quantity < 1 || r.quantity > 10_000)
      errors.push({ row: r.row, message: 'Quantity must be a whole number from 1 to 10000' });
  }
  if (errors.length)
    throw new AppError(400, `${errors.length} rows have problems; nothing was saved`, undefined, { errors });
  const qty = new Map<number, number>();
  for (const r of rows) {
    const pid = prods.find((p) => p.sku === r.sku)!.id;
    qty.set(pid, (qty.get(pid) ?? 0) + r.quantity);
  }
  const saved = await setKitMappingItems(
    ctx,
    id,
    [...qty].map(([productId, quantity]) => ({ productId, quantity })),
  );
  return { updated: saved.length, rows: saved };
}
