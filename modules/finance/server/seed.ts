/** Demo money data: fee types, concession and tax settings, royalty agreements, bank accounts and fee plans. */
import { eq } from 'drizzle-orm';
import { academicYearLabel, academicYearStart } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { academicYears } from '@portal/mod-org/server';
import {
  bankDetails,
  concessionTypes,
  feePlanInstallments,
  feePlans,
  feeSettings,
  feeTypes,
  taxSettings,
} from './schema.ts';
import { scheduleFor } from './plans/schedule.service.ts';
import { scheduleAutopay, scheduleFeeReminders } from './autopay/sweeps.service.ts';
import { feeHeads, royaltySettings } from '@portal/mod-ledger/server';

export async function seedFinance(db: Executor, { today }: SeedContext): Promise<void> {
  // The first runs of the daily AutoPay and reminder sweeps; each queues the next.
  await scheduleAutopay(db);
  await scheduleFeeReminders(db);
  const heads = new Map((await db.select().from(feeHeads)).map((h) => [h.code, h.id]));
  const types = await db
    .insert(feeTypes)
    .values([
      {
        name: 'Tuition Fees',
        category: 'TUITION',
        feeHeadId: heads.get('TUITION')!,
        sacCode: '999210',
        description: 'Term fees for the academic year',
      },
      {
        name: 'Application Fee',
        category: 'RECEIPT',
        feeHeadId: heads.get('APPLICATION_FEE')!,
        sacCode: '999210',
        description: 'Paid with the application form',
      },
      {
        name: 'Admission Fee',
        category: 'RECEIPT',
        feeHeadId: heads.get('ADMISSION_FEE')!,
        sacCode: '999210',
        description: 'Paid once on admission',
      },
      {
        name: 'Transport Fees',
        category: 'TUITION',
        feeHeadId: heads.get('TRANSPORT')!,
        sacCode: '996412',
        description: 'School bus service',
      },
    ])
    .returning();
  await db.insert(concessionTypes).values([
    {
      name: 'Sibling Concession',
      kind: 'PERCENT',
      percentBp: 1000,
      capPaise: 10_000_00,
      reasons: ['Sibling studying at the centre'],
    },
    { name: 'Staff Ward', kind: 'PERCENT', percentBp: 2500, reasons: ['Parent works at the centre'] },
    { name: 'Early Bird', kind: 'AMOUNT', amountPaise: 2_000_00, reasons: ['Admission before 31 January'] },
    {
      name: 'Royalty Concession',
      kind: 'AMOUNT',
      amountPaise: 2_500_00,
      capPaise: 2_500_00,
      reasons: ['Head office promotional scheme'],
    },
    // Centre 002 gives the sibling concession by itself when a second child of a family is assigned a plan.
    {
      name: 'Sibling concession (by rule)',
      kind: 'PERCENT',
      percentBp: 1000,
      capPaise: 10_000_00,
      rule: 'SIBLING',
      franchiseeId: 2,
      feeHeads: ['TUITION'],
      laterChildrenOnly: true,
    },
  ]);
  await db.insert(taxSettings).values([
    { type: 'ROYALTY', label: 'Royalty (franchise service)', gstRateBp: 1800, sacCode: '997331' },
    { type: 'TUITION', label: 'Pre-school education (exempt)', gstRateBp: 0, sacCode: '999210' },
    { type: 'KIT', label: 'Kits and uniforms', gstRateBp: 1200, sacCode: '4901' },
    { type: 'APPLICATION', label: 'Application and admission fees', gstRateBp: 0, sacCode: '999210' },
  ]);
  // Centre 3 keeps the default concession cap (no settings row yet).
  await db.insert(feeSettings).values(
    [2, 4, 5].map((franchiseeId) => ({
      franchiseeId,
      applicationFeePaise: 500_00,
      registrationFeePaise: 1_000_00,
      admissionFeePaise: 5_000_00,
      maxConcessionBp: 5000,
      lateFeePaise: 100_00,
    })),
  );
  await db.insert(royaltySettings).values([
    {
      franchiseeId: 2,
      model: 'PERCENT',
      percentBp: 1000,
      minimumGuaranteePaise: 5_000_00,
      effectiveFrom: '2024-04-01',
    },
    { franchiseeId: 3, model: 'PER_STUDENT', perStudentPaise: 300_00, effectiveFrom: '2024-04-01' },
    {
      franchiseeId: 4,
      model: 'SLAB',
      slabs: [
        { uptoPaise: 1_00_000_00, percentBp: 1000 },
        { uptoPaise: 5_00_000_00, percentBp: 1200 },
        { uptoPaise: null, percentBp: 1500 },
      ],
      effectiveFrom: '2024-04-01',
    },
    {
      franchiseeId: 5,
      model: 'PERCENT',
      percentBp: 1200,
      minimumGuaranteePaise: 10_000_00,
      effectiveFrom: '2024-04-01',
    },
  ]);
  await db.insert(bankDetails).values([
    {
      franchiseeId: 2,
      accountHolderName: 'Little Sprouts Preschool',
      bankName: 'HDFC Bank',
      accountNumber: '50200012345678',
      ifsc: 'HDFC0000523',
      branch: 'Indiranagar',
      upiId: 'littlesprouts@hdfcbank',
    },
    {
      franchiseeId: 3,
      accountHolderName: 'Tiny Tots Academy',
      bankName: 'State Bank of India',
      accountNumber: '38912345678',
      ifsc: 'SBIN0001708',
      branch: 'Koregaon Park',
    },
  ]);

  const label = academicYearLabel(academicYearStart(today));
  const [year] = await db.select().from(academicYears).where(eq(academicYears.academicYear, label));
  const tuition = types.find((t) => t.name === 'Tuition Fees')!.id;
  const start = Number(label.slice(0, 4));
  const plans = [
    {
      franchiseeId: 2,
      name: 'Hybrid annual plan (4 installments)',
      classCategory: 'Hybrid',
      totalPaise: 60_000_00,
      installmentCount: 4,
      royaltyBp: 1000,
      status: 'APPROVED',
      first: `${start}-04-10`,
      every: 3,
    },
    {
      franchiseeId: 2,
      name: 'Parent Toddler term plan',
      classCategory: 'Parent Toddler',
      totalPaise: 24_000_00,
      installmentCount: 3,
      royaltyBp: 1000,
      status: 'APPROVED',
      first: `${start}-04-10`,
      every: 4,
    },
    {
      franchiseeId: 2,
      name: 'Bridge Course monthly plan',
      classCategory: 'Bridge Course',
      totalPaise: 30_000_01,
      installmentCount: 10,
      royaltyBp: 1000,
      status: 'PENDING',
      first: `${start}-06-05`,
      every: 1,
    },
    {
      franchiseeId: 3,
      name: 'Hybrid annual plan',
      classCategory: 'Hybrid',
      totalPaise: 54_000_00,
      installmentCount: 3,
      royaltyBp: 1000,
      status: 'APPROVED',
      first: `${start}-04-15`,
      every: 4,
    },
  ];
  for (const p of plans) {
    const [row] = await db
      .insert(feePlans)
      .values({
        franchiseeId: p.franchiseeId,
        academicYearId: year.id,
        classCategory: p.classCategory,
        feeTypeId: tuition,
        name: p.name,
        totalPaise: p.totalPaise,
        installmentCount: p.installmentCount,
        royaltyBp: p.royaltyBp,
        status: p.status,
      })
      .returning();
    const schedule = scheduleFor({
      totalPaise: p.totalPaise,
      count: p.installmentCount,
      royaltyBp: p.royaltyBp,
      firstDueDate: p.first,
      intervalMonths: p.every,
    });
    await db
      .insert(feePlanInstallments)
      .values(schedule.map((s) => ({ ...s, planId: row.id, franchiseeId: p.franchiseeId })));
  }
}
