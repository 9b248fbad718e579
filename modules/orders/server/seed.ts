/**
 * Demo kits and orders: catalogue, warehouses serving the centres, stock, approved kit mappings,
 * uniforms and a wow kit.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { academicYearLabel, academicYearStart } from '@portal/core';
import type { Executor } from '@portal/db';
import { anonymousContext, everyFranchiseeContext, type SeedContext } from '@portal/kit';
import { studentAdmissions } from '@portal/mod-students/server';
import { recordFamilySale } from './sales/family-sale.service.ts';
import { academicYears, classes } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import {
  curriculumKit2Amounts,
  kitMappingItems,
  kitMappings,
  products,
  stock,
  uniformApparelMappings,
  warehousePincodes,
  warehouses,
  wowKitBomItems,
  wowKitBoms,
} from './schema.ts';

const WOWKIT_APPROVALS = sql`ARRAY['WOWKIT_C1_APPROVED', 'WOWKIT_ZSM_APPROVED']`;

const PRODUCTS = [
  {
    sku: 'CK1-PG-BOOKS',
    name: 'Playgroup activity book set',
    category: 'INDOOR',
    hsnCode: '4901',
    gstRateBp: 0,
    pricePaise: 950_00,
  },
  {
    sku: 'CK1-NUR-BOOKS',
    name: 'Nursery activity book set',
    category: 'INDOOR',
    hsnCode: '4901',
    gstRateBp: 0,
    pricePaise: 1_150_00,
  },
  {
    sku: 'CK1-LKG-BOOKS',
    name: 'LKG workbook set',
    category: 'INDOOR',
    hsnCode: '4901',
    gstRateBp: 0,
    pricePaise: 1_350_00,
  },
  {
    sku: 'CRAYON-12',
    name: 'Jumbo crayons (12 shades)',
    category: 'INDOOR',
    hsnCode: '9609',
    gstRateBp: 1200,
    pricePaise: 85_00,
  },
  {
    sku: 'CLAY-500',
    name: 'Modelling clay 500 g',
    category: 'INDOOR',
    hsnCode: '3407',
    gstRateBp: 1800,
    pricePaise: 120_00,
  },
  {
    sku: 'BAG-SCHOOL',
    name: 'School bag with centre logo',
    category: 'INDOOR',
    hsnCode: '4202',
    gstRateBp: 1800,
    pricePaise: 450_00,
  },
  {
    sku: 'INTELLI-BLOCKS',
    name: 'Intelli counting blocks',
    category: 'INDOOR',
    hsnCode: '9503',
    gstRateBp: 1200,
    pricePaise: 640_00,
  },
  {
    sku: 'GIFT-WELCOME',
    name: 'Welcome box (bottle, tiffin, name tag)',
    category: 'INDOOR',
    hsnCode: '3924',
    gstRateBp: 1800,
    pricePaise: 380_00,
  },
  {
    sku: 'SLIDE-MINI',
    name: 'Mini slide for the play area',
    category: 'OUTDOOR',
    hsnCode: '9506',
    gstRateBp: 1800,
    pricePaise: 12_500_00,
  },
  {
    sku: 'CHAIR-KID',
    name: 'Kids chair (set of 4)',
    category: 'FURNITURE',
    hsnCode: '9401',
    gstRateBp: 1800,
    pricePaise: 3_200_00,
  },
  { sku: 'FIRST-AID', name: 'First-aid kit', category: 'SAFETY', hsnCode: '3006', gstRateBp: 1200, pricePaise: 650_00 },
  {
    sku: 'SAMPLE-STUDENT',
    name: 'Student sample kit',
    category: 'STUDENT_KIT',
    hsnCode: '4901',
    gstRateBp: 0,
    pricePaise: 500_00,
  },
  {
    sku: 'UNI-TSHIRT',
    name: 'Uniform T-shirt',
    category: 'UNIFORM_KIT',
    hsnCode: '6109',
    gstRateBp: 500,
    pricePaise: 320_00,
    isUniform: true,
  },
  {
    sku: 'UNI-SHORTS',
    name: 'Uniform shorts',
    category: 'UNIFORM_KIT',
    hsnCode: '6203',
    gstRateBp: 500,
    pricePaise: 280_00,
    isUniform: true,
    gender: 'MALE',
  },
  {
    sku: 'UNI-SKIRT',
    name: 'Uniform skirt',
    category: 'UNIFORM_KIT',
    hsnCode: '6204',
    gstRateBp: 500,
    pricePaise: 300_00,
    isUniform: true,
    gender: 'FEMALE',
  },
];

/** Tiny Tots Academy Koregaon Park, Pune: the demo's centre in another state than head office. */
const PUNE_CENTRE = 3;

export async function seedOrders(db: Executor, { today }: SeedContext): Promise<void> {
  const prods = await db
    .insert(products)
    .values(
      PRODUCTS.map((p) => ({
        gender: 'BOTH',
        retailerMarginBp: 1000,
        marginStatus: 'APPROVED',
        approvedMarginBp: 1000,
        isUniform: false,
        ...p,
      })),
    )
    .returning();
  const pid = (sku: string) => prods.find((p) => p.sku === sku)!.id;
  const [blr, pune] = await db
    .insert(warehouses)
    .values([
      {
        code: 'WH-BLR',
        name: 'Bengaluru central warehouse',
        address: 'Plot 14, Peenya Industrial Area Phase 2',
        pincode: '560058',
      },
      { code: 'WH-PUN', name: 'Pune warehouse', address: 'Gat 221, Chakan MIDC', pincode: '410501' },
    ])
    .returning();
  // Centre 5 (Baner, 411045) is deliberately not served: the pincode check shows it.
  await db.insert(warehousePincodes).values([
    ...['560025', '560001', '560038', '560008', '560075', '560066', '560048'].map((pincode) => ({
      warehouseId: blr.id,
      pincode,
      deliveryDays: 3,
    })),
    ...['411001', '411006'].map((pincode) => ({ warehouseId: pune.id, pincode, deliveryDays: 4 })),
  ]);
  await db
    .insert(stock)
    .values(
      [blr, pune].flatMap((w) =>
        prods.map((p) => ({ warehouseId: w.id, productId: p.id, available: w.id === blr.id ? 200 : 80 })),
      ),
    );

  const cls = await db
    .select()
    .from(classes)
    .where(inArray(classes.name, ['Playgroup', 'Nursery', 'LKG']));
  const cid = (name: string) => cls.find((c) => c.name === name)!.id;
  const [finance] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'finance@demo.school'));
  const [sa] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'superadmin@demo.school'));
  const approved = {
    status: 'APPROVED',
    ch1ApprovedBy: finance.id,
    ch1ApprovedAt: today,
    approvedBy: sa.id,
    approvedAt: today,
  };
  const maps = await db
    .insert(kitMappings)
    .values([
      { kitType: 'CURRICULUM_KIT_1', classId: cid('Playgroup'), name: 'Playgroup curriculum kit 1', ...approved },
      { kitType: 'CURRICULUM_KIT_1', classId: cid('LKG'), name: 'LKG curriculum kit 1', ...approved },
      { kitType: 'GIFT_BOX', classId: cid('Nursery'), name: 'Nursery admission kit', ...approved },
      {
        kitType: 'INTELLI_KIT',
        classId: cid('LKG'),
        name: 'LKG intelli kit',
        status: 'CH1_APPROVED',
        ch1ApprovedBy: finance.id,
        ch1ApprovedAt: today,
      },
    ])
    .returning();
  const mid = (name: string) => maps.find((m) => m.name === name)!.id;
  await db.insert(kitMappingItems).values([
    { kitMappingId: mid('Playgroup curriculum kit 1'), productId: pid('CK1-PG-BOOKS'), quantity: 1 },
    { kitMappingId: mid('Playgroup curriculum kit 1'), productId: pid('CRAYON-12'), quantity: 2 },
    { kitMappingId: mid('Playgroup curriculum kit 1'), productId: pid('CLAY-500'), quantity: 1 },
    { kitMappingId: mid('LKG curriculum kit 1'), productId: pid('CK1-LKG-BOOKS'), quantity: 1 },
    { kitMappingId: mid('LKG curriculum kit 1'), productId: pid('CRAYON-12'), quantity: 1 },
    { kitMappingId: mid('Nursery admission kit'), productId: pid('BAG-SCHOOL'), quantity: 1 },
    { kitMappingId: mid('Nursery admission kit'), productId: pid('GIFT-WELCOME'), quantity: 1 },
    { kitMappingId: mid('LKG intelli kit'), productId: pid('INTELLI-BLOCKS'), quantity: 1 },
  ]);

  const [year] = await db
    .select()
    .from(academicYears)
    .where(eq(academicYears.academicYear, academicYearLabel(academicYearStart(today))));
  await db
    .insert(curriculumKit2Amounts)
    .values(cls.map((c, i) => ({ classId: c.id, academicYearId: year.id, amountPaise: 1_800_00 + i * 200_00 })));
  await db.insert(uniformApparelMappings).values(
    cls.flatMap((c) => [
      { classId: c.id, productId: pid('UNI-TSHIRT'), gender: 'BOTH', quantity: 2 },
      { classId: c.id, productId: pid('UNI-SHORTS'), gender: 'MALE', quantity: 2 },
      { classId: c.id, productId: pid('UNI-SKIRT'), gender: 'FEMALE', quantity: 2 },
    ]),
  );

  const [wow] = await db
    .insert(wowKitBoms)
    .values([
      {
        name: 'Wow kit - Diwali celebration box',
        description: 'Diya painting, rangoli stencils and a story book',
        status: 'ACTIVE',
      },
      { name: 'Wow kit - Monsoon craft box', description: 'Paper boats, rain-drop art and clay', status: 'PENDING' },
    ])
    .returning();
  await db.insert(wowKitBomItems).values([
    { bomId: wow.id, productId: pid('CRAYON-12'), quantity: 1 },
    { bomId: wow.id, productId: pid('CLAY-500'), quantity: 2 },
  ]);
  // Wow kit approvers hold approval codes too, as the spec names them.
  await db
    .update(adminUsers)
    .set({
      modulesAuth: sql`array_cat(${adminUsers.modulesAuth}, ${WOWKIT_APPROVALS}::text[])`,
    })
    .where(eq(adminUsers.email, 'marketing@demo.school'));
  await db
    .update(adminUsers)
    .set({
      modulesAuth: sql`array_cat(${adminUsers.modulesAuth}, ARRAY['WOWKIT_C2_APPROVED', 'WOWKIT_APPROVED']::text[])`,
    })
    .where(eq(adminUsers.email, 'finance@demo.school'));

  await seedInterStateSale(db, pid);
}

/**
 * The demo's inter-state sale: Tiny Tots Academy Koregaon Park (Pune, Maharashtra) sends a T-shirt and a workbook to
 * a family now in Bengaluru, so the place of supply is Karnataka: IGST on the T-shirt, the workbook nil-rated on its
 * own line (an invoice-cum-bill of supply), charged to the child's fee account. Made through the sale's own service,
 * as the centre's owner would.
 */
async function seedInterStateSale(db: Executor, pid: (sku: string) => number) {
  const [owner] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
    })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'franchisee-b@demo.school'));
  const [child] = await db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .where(and(eq(studentAdmissions.franchiseeId, PUNE_CENTRE), eq(studentAdmissions.status, 'Active')))
    .orderBy(desc(studentAdmissions.id))
    .limit(1);
  if (!owner || !child) return;
  const ctx = {
    ...everyFranchiseeContext(anonymousContext(db)),
    user: { ...owner, franchiseeId: PUNE_CENTRE, superAdmin: false },
  };
  await recordFamilySale(ctx, {
    studentAdmissionId: child.id,
    buyerState: 'Karnataka',
    items: [
      { productId: pid('UNI-TSHIRT'), quantity: 1 },
      { productId: pid('CK1-LKG-BOOKS'), quantity: 1 },
    ],
  });
}
