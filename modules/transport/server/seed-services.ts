import { academicYearLabel, academicYearStart } from '@portal/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { feePlanInstallments, feePlans, feeTypes, scheduleFor } from '@portal/mod-finance/server';
import { enquiries, enquiriesCreated } from '@portal/mod-enquiry/server';
import { academicYears } from '@portal/mod-org/server';
import { serviceCategories, services } from './schema.ts';

/** The services catalogue, two transport fee plans of centre 002, and a family's service enquiry. */
export async function seedTransportServices(db: Executor, today: Date): Promise<void> {
  const [category] = await db.insert(serviceCategories).values({ name: 'Transport' }).returning();
  await db.insert(services).values([
    {
      name: 'School bus',
      serviceType: 'TRANSPORT',
      categoryId: category.id,
      description: 'Door-to-door pickup and drop',
    },
  ]);
  const [transportFee] = await db.select().from(feeTypes).where(eq(feeTypes.name, 'Transport Fees'));
  const [year] = await db
    .select()
    .from(academicYears)
    .where(eq(academicYears.academicYear, academicYearLabel(academicYearStart(today))));
  if (transportFee && year) {
    const first = `${year.startDate.slice(0, 4)}-06-05`;
    for (const p of [
      { franchiseeId: 2, classCategory: 'Hybrid', name: 'School bus quarterly plan', status: 'APPROVED' },
      { franchiseeId: 2, classCategory: 'Parent Toddler', name: 'School bus term plan', status: 'PENDING' },
    ]) {
      const [plan] = await db
        .insert(feePlans)
        .values({
          ...p,
          academicYearId: year.id,
          feeTypeId: transportFee.id,
          totalPaise: 18_000_00,
          installmentCount: 3,
        })
        .returning();
      const schedule = scheduleFor({
        totalPaise: 18_000_00,
        count: 3,
        royaltyBp: 0,
        firstDueDate: first,
        intervalMonths: 3,
      });
      await db.insert(feePlanInstallments).values(schedule.map((s) => ({ ...s, planId: plan.id, franchiseeId: 2 })));
    }
  }
  // A family asking for the school bus: a service enquiry waiting to be assigned.
  if (year) {
    const [row] = await db
      .insert(enquiries)
      .values({
        enquiryCode: 'SRV-DEMO0001',
        franchiseeId: 2,
        academicYearId: year.id,
        enquiryType: 'SERVICE',
        serviceType: 'TRANSPORT',
        source: 'Walk-in',
        parentName: 'Meera Iyer',
        mobile: '9845066677',
        childName: 'Aditi Iyer',
        childNameKey: 'aditi iyer',
        remarks: 'School bus from HAL 2nd Stage',
      })
      .returning({ id: enquiries.id });
    await enquiriesCreated(db, [row.id]);
  }
}
