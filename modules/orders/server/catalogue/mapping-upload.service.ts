import { eq, inArray } from 'drizzle-orm';
import {
  AppError,
  audit,
  badRequest,
  inTransaction,
  notFound,
  type RequestContext,
  type SheetLimits,
  type SheetTable,
} from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { KIT_TYPES } from '@portal/core';
import { kitLabel } from '../../shared/index.ts';
import { kitMappingItems, kitMappings, products } from '../schema.ts';
import { setKitMappingItems } from './items.service.ts';
import { kitMappingShape } from '../../shared/resources.ts';

/** A kit's products for every class fit in a few hundred rows. */
export const KIT_UPLOAD_LIMITS: SheetLimits = {
  maxRows: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxUnzippedBytes: 50 * 1024 * 1024,
};

/** The sheet's rows by the named columns (any case), numbered as in the file (the header is row 1). */
function columns<C extends string>(sheet: SheetTable, names: C[]) {
  const header = sheet.headers.map((h) => h.toLowerCase());
  if (!names.every((n) => header.includes(n)))
    throw badRequest(`The file needs the columns ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
  if (sheet.rows.length === 0) throw badRequest('The file has no rows');
  return sheet.rows.map((cells, i) => ({
    row: i + 2,
    get: (name: C) => cells[header.indexOf(name)] ?? '',
  }));
}

/**
 * kit-mapping/upload-mapping/{kitType}: rows of class, SKU and quantity (a CSV or XLSX sheet).
 * Each class gets one PENDING mapping with those products; all or nothing, every bad row
 * reported by its number.
 */
export async function uploadKitMapping(ctx: RequestContext, kitType: string, sheet: SheetTable) {
  const kit = KIT_TYPES.find((k) => k.id === kitType && k.onMapping);
  if (!kit) throw badRequest('Unknown kit type');
  const rows = columns(sheet, ['class', 'sku', 'quantity']).map(({ row, get }) => ({
    row,
    className: get('class'),
    sku: get('sku'),
    quantity: Number(get('quantity')),
  }));
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
        .values({ kitType: kit.id, classId: c.id, name: `${c.name} ${kitLabel(kit.id)}` })
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
        resource: kitMappingShape,
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
export async function uploadKitMappingItems(ctx: RequestContext, kitType: string, id: number, sheet: SheetTable) {
  const rows = columns(sheet, ['sku', 'quantity']).map(({ row, get }) => ({
    row,
    sku: get('sku'),
    quantity: Number(get('quantity')),
  }));
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
