import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import {
  audit,
  auditSubject,
  badRequest,
  inTransaction,
  mayTouchFranchisee,
  notFound,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { activeFeeHeadId, chargeChild } from '@portal/mod-finance/server';
import { ACCOUNTS, GST_TAGS, TAGS, panOfGstin } from '@portal/mod-ledger/shared';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { familySaleLines, familySales, products } from '../schema.ts';
import { childName } from '../orders/admitted.service.ts';
import { nextNumber } from '../orders/order-number.service.ts';
import { centreParty } from '../orders/parties.service.ts';
import { priceLines } from '../orders/pricing.ts';
import { DOCUMENT_TITLES, saleDocument, supplyOf } from '../gst/supply.ts';

const familySaleSubject = auditSubject('family-sale');

export interface FamilySaleInput {
  studentAdmissionId: number;
  items: { productId: number; quantity: number }[];
  /** The buyer's state, where the goods go (a family elsewhere, sent by courier); the centre's when left out. */
  buyerState?: string;
}

/** The child a sale is for, inside the caller's fence (another centre's child is not found). */
async function childOf(ctx: RequestContext, studentAdmissionId: number) {
  const [child] = await ctx.db
    .select({
      id: studentAdmissions.id,
      franchiseeId: studentAdmissions.franchiseeId,
      status: studentAdmissions.status,
      name: childName,
      fatherName: students.fatherName,
      motherName: students.motherName,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(eq(studentAdmissions.id, studentAdmissionId));
  if (!child || !mayTouchFranchisee(ctx, child.franchiseeId)) throw notFound('Child');
  return child;
}

/**
 * A centre sells catalogue goods (uniforms, books, kits) to a child's family: one invoice of the centre, its GST
 * worked out line by line at each product's HSN rate on the catalogue price (prices exclude GST), and the total
 * charged to the child's fee account on the Kit and uniform head (Dr student receivable, Cr kit sales with the
 * value of the goods, Cr GST output with each tax on its own line, tagged CGST, SGST or IGST), all in one
 * transaction. Goods at 0 % are nil-rated or exempt: their lines carry no taxable value and the sale keeps their
 * value apart (a tax invoice, a bill of supply or an invoice-cum-bill of supply, as the lines make it). The place of
 * supply is the buyer's state: the centre's when the family takes the goods there (CGST and SGST), another state's
 * when they go to a buyer there (IGST). Tuition never appears on it.
 */
export async function recordFamilySale(ctx: RequestContext, input: FamilySaleInput) {
  requireUser(ctx);
  const child = await childOf(ctx, input.studentAdmissionId);
  if (child.status !== 'Active') throw badRequest(`${child.name} is not an active child of the centre`);
  const ids = input.items.map((i) => i.productId);
  if (new Set(ids).size !== ids.length) throw badRequest('An item is listed twice; give its quantity once');
  const catalogue = await ctx.db.select().from(products).where(inArray(products.id, ids));
  const missing = ids.filter((id) => !catalogue.some((p) => p.id === id && p.isActive));
  if (missing.length) throw badRequest(`Product ${missing.join(', ')} is not in the catalogue`);
  const feeHeadId = await activeFeeHeadId(ctx, TAGS.KIT);
  if (feeHeadId === null) throw badRequest('The Kit and uniform fee head is not active');
  const seller = await centreParty(ctx, child.franchiseeId);
  if (!seller.gstin)
    throw badRequest(`${seller.companyName} has no GSTIN yet: a tax invoice needs one (set it on the centre)`);
  const placeOfSupply = input.buyerState ?? seller.state;
  const priced = priceLines(
    input.items.map((item) => {
      const p = catalogue.find((c) => c.id === item.productId)!;
      return {
        productId: p.id,
        description: p.size ? `${p.name} (${p.size})` : p.name,
        hsnCode: p.hsnCode,
        size: p.size,
        quantity: item.quantity,
        unitPricePaise: p.pricePaise,
        gstRateBp: p.gstRateBp,
      };
    }),
    placeOfSupply === seller.state,
  );
  // A nil-rated or exempt line has no taxable value: its value is the line's total, kept apart on the sale.
  const lines = priced.lines.map((l) => (supplyOf(l.gstRateBp) === 'TAXABLE' ? l : { ...l, taxablePaise: 0 }));
  const nilExemptPaise = lines.reduce((a, l) => a + (supplyOf(l.gstRateBp) === 'TAXABLE' ? 0 : l.totalPaise), 0);
  const totals = { ...priced.totals, subtotalPaise: priced.totals.subtotalPaise - nilExemptPaise, nilExemptPaise };
  if (totals.totalPaise <= 0) throw badRequest('These items have no price; nothing to invoice');
  const saleDate = todayInIndia();
  return inTransaction(ctx, async (tx) => {
    const invoiceNo = await nextNumber(tx, child.franchiseeId, 'SI');
    const goods = lines.map((l) => `${l.description} × ${l.quantity}`).join(', ');
    const charge = await chargeChild(tx, {
      franchiseeId: child.franchiseeId,
      studentAdmissionId: child.id,
      feeHeadId,
      chargeDate: saleDate,
      description: `${DOCUMENT_TITLES[saleDocument(lines)]} ${invoiceNo}: ${goods}`,
      amountPaise: totals.totalPaise,
      sourceKey: `family-sale:${invoiceNo}`,
      credits: [
        { account: ACCOUNTS.KIT_SALES, amountPaise: totals.subtotalPaise + totals.nilExemptPaise },
        { account: ACCOUNTS.GST_OUTPUT, amountPaise: totals.cgstPaise, tag: GST_TAGS.CGST },
        { account: ACCOUNTS.GST_OUTPUT, amountPaise: totals.sgstPaise, tag: GST_TAGS.SGST },
        { account: ACCOUNTS.GST_OUTPUT, amountPaise: totals.igstPaise, tag: GST_TAGS.IGST },
      ],
    });
    const [sale] = await tx.db
      .insert(familySales)
      .values({
        franchiseeId: child.franchiseeId,
        studentAdmissionId: child.id,
        invoiceNo,
        saleDate,
        placeOfSupply,
        ...totals,
        chargeId: charge.id,
        soldBy: tx.user?.id ?? null,
      })
      .returning();
    await tx.db.insert(familySaleLines).values(
      lines.map((l) => ({
        saleId: sale!.id,
        franchiseeId: child.franchiseeId,
        productId: l.productId,
        description: l.description,
        hsnCode: l.hsnCode,
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
        gstRateBp: l.gstRateBp,
        taxablePaise: l.taxablePaise,
        cgstPaise: l.cgstPaise,
        sgstPaise: l.sgstPaise,
        igstPaise: l.igstPaise,
        totalPaise: l.totalPaise,
      })),
    );
    await audit(tx, {
      resource: familySaleSubject,
      recordId: sale!.id,
      action: 'create',
      franchiseeId: child.franchiseeId,
      changes: { invoiceNo, studentAdmissionId: child.id, items: input.items, totalPaise: totals.totalPaise },
    });
    return familySale(tx, sale!.id);
  });
}

/** One family sale's tax invoice: seller, buyer, place of supply, the lines with their HSN, rate and tax. */
export async function familySale(ctx: RequestContext, id: number) {
  const [sale] = await ctx.db.select().from(familySales).where(eq(familySales.id, id));
  if (!sale || !mayTouchFranchisee(ctx, sale.franchiseeId)) throw notFound('Sale');
  const child = await childOf(ctx, sale.studentAdmissionId);
  const seller = await centreParty(ctx, sale.franchiseeId);
  const lines = await ctx.db
    .select({
      id: familySaleLines.id,
      productId: familySaleLines.productId,
      description: familySaleLines.description,
      hsnCode: familySaleLines.hsnCode,
      quantity: familySaleLines.quantity,
      unitPricePaise: familySaleLines.unitPricePaise,
      gstRateBp: familySaleLines.gstRateBp,
      taxablePaise: familySaleLines.taxablePaise,
      cgstPaise: familySaleLines.cgstPaise,
      sgstPaise: familySaleLines.sgstPaise,
      igstPaise: familySaleLines.igstPaise,
      totalPaise: familySaleLines.totalPaise,
    })
    .from(familySaleLines)
    .where(eq(familySaleLines.saleId, id))
    .orderBy(asc(familySaleLines.id))
    .then((rows) => rows.map((l) => ({ ...l, supply: supplyOf(l.gstRateBp) })));
  const document = saleDocument(lines);
  return {
    id: sale.id,
    document,
    documentTitle: DOCUMENT_TITLES[document],
    invoiceNo: sale.invoiceNo,
    saleDate: sale.saleDate,
    studentAdmissionId: sale.studentAdmissionId,
    childName: child.name,
    billedTo: child.fatherName || child.motherName || `Family of ${child.name}`,
    chargeId: sale.chargeId,
    seller: {
      name: seller.companyName,
      gstin: seller.gstin,
      pan: panOfGstin(seller.gstin),
      state: seller.state,
      address: seller.address,
    },
    placeOfSupply: sale.placeOfSupply,
    intraState: sale.placeOfSupply === seller.state,
    /** The taxable value: the lines with GST only. */
    subtotalPaise: sale.subtotalPaise,
    /** The value of the nil-rated and exempt goods, never in the taxable value. */
    nilExemptPaise: sale.nilExemptPaise,
    cgstPaise: sale.cgstPaise,
    sgstPaise: sale.sgstPaise,
    igstPaise: sale.igstPaise,
    totalPaise: sale.totalPaise,
    lines,
  };
}

/** A child's family sales, newest first (the centre's staff, inside their fence). */
export async function familySalesOf(ctx: RequestContext, studentAdmissionId: number) {
  const child = await childOf(ctx, studentAdmissionId);
  return ctx.db
    .select({
      id: familySales.id,
      invoiceNo: familySales.invoiceNo,
      saleDate: familySales.saleDate,
      totalPaise: familySales.totalPaise,
    })
    .from(familySales)
    .where(and(eq(familySales.studentAdmissionId, child.id), eq(familySales.franchiseeId, child.franchiseeId)))
    .orderBy(desc(familySales.id));
}

export type FamilySale = Awaited<ReturnType<typeof familySale>>;

/** What a centre may sell to families: the active catalogue, by name. */
export async function saleCatalogue(ctx: RequestContext) {
  requireUser(ctx);
  return ctx.db
    .select({
      id: products.id,
      name: products.name,
      size: products.size,
      hsnCode: products.hsnCode,
      gstRateBp: products.gstRateBp,
      pricePaise: products.pricePaise,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.name), asc(products.id));
}
