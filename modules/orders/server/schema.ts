import { declarePlatformData, declareReadSource } from '@portal/kit';
import { id, paise, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, classes, franchiseeRef } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';

/** Head office's catalogue: kit contents, uniforms and centre supplies. Prices exclude GST. */
export const products = pgTable('products', {
  id: id(),
  sku: text().notNull().unique(),
  name: text().notNull(),
  category: text().notNull(),
  size: text(),
  gender: text().notNull().default('BOTH'),
  hsnCode: text().notNull(),
  gstRateBp: integer().notNull().default(1200),
  pricePaise: paise().notNull(),
  /** The retailer margin asked for, in basis points, and its approval. */
  retailerMarginBp: integer().notNull().default(0),
  approvedMarginBp: integer(),
  marginStatus: text().notNull().default('PENDING'),
  isUniform: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A kit type's contents for one class; usable for orders only once APPROVED. */
export const kitMappings = pgTable(
  'kit_mappings',
  {
    id: id(),
    kitType: text().notNull(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    name: text().notNull(),
    status: text().notNull().default('PENDING'),
    ch1ApprovedBy: integer(),
    ch1ApprovedAt: timestamp({ withTimezone: true }),
    approvedBy: integer(),
    approvedAt: timestamp({ withTimezone: true }),
    remarks: text(),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [
    // One live mapping per class and kit type; a rejected one may be mapped again.
    uniqueIndex('kit_mappings_live_key')
      .on(t.kitType, t.classId)
      .where(sql`${t.status} <> 'REJECT' and ${t.isActive}`),
  ],
);

export const kitMappingItems = pgTable(
  'kit_mapping_items',
  {
    id: id(),
    kitMappingId: integer()
      .notNull()
      .references(() => kitMappings.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
  },
  (t) => [
    uniqueIndex('kit_mapping_items_product_key').on(t.kitMappingId, t.productId),
    check('kit_mapping_items_qty', sql`${t.quantity} > 0`),
  ],
);

/** Curriculum kit 2 is priced per class by head office rather than from its products. */
export const curriculumKit2Amounts = pgTable(
  'curriculum_kit2_amounts',
  {
    id: id(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    academicYearId: integer()
      .notNull()
      .references(() => academicYears.id),
    amountPaise: paise().notNull(),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('curriculum_kit2_amounts_class_year_key').on(t.classId, t.academicYearId)],
);

/** Which uniform products (and how many) a child of a class and gender gets. */
export const uniformApparelMappings = pgTable(
  'uniform_apparel_mappings',
  {
    id: id(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    productId: integer()
      .notNull()
      .references(() => products.id),
    gender: text().notNull(),
    quantity: integer().notNull().default(1),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('uniform_apparel_mappings_key').on(t.classId, t.productId, t.gender)],
);

export const warehouses = pgTable('warehouses', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  address: text().notNull(),
  pincode: text().notNull(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** PIN codes a warehouse delivers to: each PIN code is served by one warehouse. */
export const warehousePincodes = pgTable('warehouse_pincodes', {
  id: id(),
  warehouseId: integer()
    .notNull()
    .references(() => warehouses.id),
  pincode: text().notNull().unique(),
  deliveryDays: integer().notNull().default(5),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/**
 * Stock per warehouse and product. `available` can be promised; `reserved` is held
 * for confirmed orders until they ship. Both are guarded by checks, and every
 * change is a conditional UPDATE, so neither can go negative under concurrency.
 */
export const stock = pgTable(
  'stock',
  {
    id: id(),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id),
    productId: integer()
      .notNull()
      .references(() => products.id),
    available: integer().notNull().default(0),
    reserved: integer().notNull().default(0),
    ...stamps,
  },
  (t) => [
    uniqueIndex('stock_warehouse_product_key').on(t.warehouseId, t.productId),
    check('stock_not_negative', sql`${t.available} >= 0 and ${t.reserved} >= 0`),
  ],
);

/** A kit due to an admitted child; ORDERED once it is on a live order. */
export const kitAllocations = pgTable(
  'kit_allocations',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    academicYearId: integer()
      .notNull()
      .references(() => academicYears.id),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    kitType: text().notNull(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    status: text().notNull().default('ALLOCATED'),
    orderId: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('kit_allocations_admission_kit_key').on(t.studentAdmissionId, t.kitType),
    index('kit_allocations_franchisee_idx').on(t.franchiseeId, t.kitType, t.status),
  ],
);

/** Wow kit bill of materials: a bundle head office approves in three levels before centres may order it. */
export const wowKitBoms = pgTable('wow_kit_boms', {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  status: text().notNull().default('PENDING'),
  c1By: integer(),
  c2By: integer(),
  c3By: integer(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

export const wowKitBomItems = pgTable(
  'wow_kit_bom_items',
  {
    id: id(),
    bomId: integer()
      .notNull()
      .references(() => wowKitBoms.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
  },
  (t) => [
    uniqueIndex('wow_kit_bom_items_key').on(t.bomId, t.productId),
    check('wow_kit_bom_items_qty', sql`${t.quantity} > 0`),
  ],
);

export const kitOrders = pgTable(
  'kit_orders',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    academicYearId: integer().references(() => academicYears.id),
    orderNo: text().notNull().unique(),
    /** A kit type id (CURRICULUM_KIT_1…) or UNIFORM. */
    kitType: text().notNull(),
    status: text().notNull().default('PENDING'),
    paymentMode: text().notNull().default('LEDGER'),
    paymentStatus: text().notNull().default('INITIATED'),
    /** Wow-kit orders wait for the zonal and final approvers. */
    approvalStatus: text(),
    warehouseId: integer().references(() => warehouses.id),
    deliveryPincode: text().notNull(),
    subtotalPaise: paise().notNull().default(0),
    cgstPaise: paise().notNull().default(0),
    sgstPaise: paise().notNull().default(0),
    igstPaise: paise().notNull().default(0),
    totalPaise: paise().notNull().default(0),
    invoiceNo: text(),
    journalEntryId: integer(),
    challanNo: text(),
    courier: text(),
    shippingReferenceNo: text(),
    parentOrderId: integer(),
    reason: text(),
    evidenceFileIds: text().array().notNull().default([]),
    placedBy: integer(),
    confirmedAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('kit_orders_franchisee_idx').on(t.franchiseeId, t.status),
    index('kit_orders_kit_type_idx').on(t.kitType, t.status),
  ],
);

export const kitOrderLines = pgTable(
  'kit_order_lines',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => kitOrders.id),
    franchiseeId: franchiseeRef(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    studentAdmissionId: integer(),
    classId: integer(),
    description: text().notNull(),
    hsnCode: text().notNull(),
    size: text(),
    quantity: integer().notNull(),
    unitPricePaise: paise().notNull(),
    gstRateBp: integer().notNull(),
    taxablePaise: paise().notNull(),
    cgstPaise: paise().notNull(),
    sgstPaise: paise().notNull(),
    igstPaise: paise().notNull(),
    totalPaise: paise().notNull(),
  },
  (t) => [
    index('kit_order_lines_order_idx').on(t.orderId),
    index('kit_order_lines_admission_idx').on(t.studentAdmissionId),
    check('kit_order_lines_qty', sql`${t.quantity} > 0`),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: kitOrderLines,
  label: 'Kit order lines, some for a named child',
  whose: ['child'],
  categories: ['money'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To deliver each child’s kit'],
});

/** Every state change of an order: who, when, from and to. */
export const kitOrderEvents = pgTable(
  'kit_order_events',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => kitOrders.id),
    franchiseeId: franchiseeRef(),
    fromStatus: text(),
    toStatus: text().notNull(),
    note: text(),
    location: text(),
    byUserId: integer(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kit_order_events_order_idx').on(t.orderId, t.at)],
);

/**
 * A centre's sale of catalogue goods (uniforms, books, kits) to a child's family: a tax invoice of the centre,
 * numbered gap-free per centre and financial year, charged to the child's fee account.
 */
export const familySales = pgTable(
  'family_sales',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    invoiceNo: text().notNull().unique(),
    /** The India day of the sale (the invoice's date and the month it is returned in). */
    saleDate: date().notNull(),
    /** The buyer's state the goods are supplied in (the centre's when the family takes them at the centre). */
    placeOfSupply: text().notNull(),
    /** The taxable value: the lines with GST (nil-rated and exempt goods are never in it). */
    subtotalPaise: paise().notNull(),
    /** The value of the nil-rated and exempt goods (0 %), kept apart from the taxable value. */
    nilExemptPaise: paise().notNull().default(0),
    cgstPaise: paise().notNull(),
    sgstPaise: paise().notNull(),
    igstPaise: paise().notNull(),
    totalPaise: paise().notNull(),
    /** The charge on the child's fee account (finance's student_charges). */
    chargeId: integer().notNull(),
    soldBy: integer(),
    ...stamps,
  },
  (t) => [
    index('family_sales_centre_day_idx').on(t.franchiseeId, t.saleDate),
    index('family_sales_child_idx').on(t.studentAdmissionId),
  ],
);

/** One catalogue item of a family sale, with its GST worked out on the line. */
export const familySaleLines = pgTable(
  'family_sale_lines',
  {
    id: id(),
    saleId: integer()
      .notNull()
      .references(() => familySales.id),
    franchiseeId: franchiseeRef(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    description: text().notNull(),
    hsnCode: text().notNull(),
    quantity: integer().notNull(),
    unitPricePaise: paise().notNull(),
    gstRateBp: integer().notNull(),
    taxablePaise: paise().notNull(),
    cgstPaise: paise().notNull(),
    sgstPaise: paise().notNull(),
    igstPaise: paise().notNull(),
    totalPaise: paise().notNull(),
  },
  (t) => [index('family_sale_lines_sale_idx').on(t.saleId), check('family_sale_lines_qty', sql`${t.quantity} > 0`)],
);

// A sale's lines name what a child's family bought; read through the sale's own routes, so declared here.
declarePlatformData({
  table: familySales,
  label: 'Sales of uniforms, kits and books to a family, with their tax invoices',
  audience: 'the child’s parents, the centre’s head and office, head office',
  whose: ['child', 'guardian'],
  categories: ['money'],
  retention: 'with the centre’s accounts: at least 72 months, as GST law requires of tax invoices',
  purposes: ['To invoice what a family bought, charge it to the child’s fee account and file the centre’s GST'],
});

// A sale names the child it was charged to: reading one (its invoice) is logged as a read of that child's data.
declareReadSource({
  name: 'family-sale',
  table: familySales,
  id: familySales.id,
  child: familySales.studentAdmissionId,
});
