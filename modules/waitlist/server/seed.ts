import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { anonymousContext, enqueue, everyFranchiseeContext, type SeedContext } from '@portal/kit';
import type { Executor } from '@portal/db';
import { enquiries } from '@portal/mod-enquiry/server';
import { academicYears, classes, franchisees } from '@portal/mod-org/server';
import { centreSections, seatsTaken } from '@portal/mod-students/server';
import { DAY_MS, HOUR_MS } from './clock.ts';
import { dailyOfferSweep, OFFER_JOB, tokenHash } from './offers.service.ts';
import { waitlistCapacities, waitlistEntries } from './schema.ts';

/** Centre 002's Nursery is full; its three open Nursery enquiries wait, the first with an offer open. */
/** Centre 002 (Little Sprouts Preschool Indiranagar), as the demo accounts know it. */
const CENTRE = 2;
const FULL_CLASS = 'Nursery';
const WAITING = [
  { child: 'Anika Verma', daysAgo: 20, wishedIn: 10 },
  { child: 'Aditya Nambiar', daysAgo: 12, wishedIn: 30 },
  { child: 'Zoya Khan', daysAgo: 5, wishedIn: 45 },
];
const SEATS_PER_SECTION = 20;

/**
 * Demo seats for centre 002 this year: 20 per section, but the Nursery holds exactly its children and the seat
 * of one open offer. Its three waiting families came on different days.
 */
export async function seedWaitlist(db: Executor, { today }: SeedContext): Promise<void> {
  const ctx = everyFranchiseeContext(anonymousContext(db));
  const [centre] = await db.select().from(franchisees).where(eq(franchisees.id, CENTRE));
  const [nursery] = await db.select().from(classes).where(eq(classes.name, FULL_CLASS));
  const day = today.toISOString().slice(0, 10);
  const [year] = (await db.select().from(academicYears)).filter((y) => y.startDate <= day && day <= y.endDate);
  if (!centre || !nursery || !year) return;
  const where = { franchiseeId: centre.id, academicYearId: year.id };
  const sections = await centreSections(ctx, centre.id);
  const taken = (await seatsTaken(ctx, where)).get(nursery.id) ?? 0;
  const nurserySections = sections.filter((s) => s.classId === nursery.id);
  await db.insert(waitlistCapacities).values(
    sections.map((s) => {
      const nth = nurserySections.indexOf(s);
      // The Nursery: its children in the first section, one seat (the open offer's) in the second.
      const seats = nth < 0 ? SEATS_PER_SECTION : nth === 0 ? taken : nth === 1 ? 1 : 0;
      return { ...where, classId: s.classId, sectionId: s.sectionId, seats };
    }),
  );

  const families = await db
    .select()
    .from(enquiries)
    .where(
      and(
        eq(enquiries.franchiseeId, centre.id),
        eq(enquiries.classId, nursery.id),
        inArray(
          enquiries.childName,
          WAITING.map((w) => w.child),
        ),
      ),
    );
  const now = new Date();
  for (const [i, w] of WAITING.entries()) {
    const e = families.find((f) => f.childName === w.child);
    if (!e) continue;
    const joinedAt = new Date(now.getTime() - w.daysAgo * DAY_MS);
    const offered = i === 0;
    const offeredAt = new Date(now.getTime() - 6 * HOUR_MS);
    const [row] = await db
      .insert(waitlistEntries)
      .values({
        ...where,
        classId: nursery.id,
        enquiryId: e.id,
        enquiryCode: e.enquiryCode,
        childName: e.childName,
        parentName: e.parentName,
        mobile: e.mobile,
        email: e.email,
        wishedStart: new Date(today.getTime() + w.wishedIn * DAY_MS).toISOString().slice(0, 10),
        position: i + 1,
        status: offered ? 'OFFERED' : 'WAITING',
        joinedAt,
        offeredAt: offered ? offeredAt : null,
        offerExpiresAt: offered ? new Date(offeredAt.getTime() + 48 * HOUR_MS) : null,
        offerTokenHash: offered ? tokenHash(randomBytes(24).toString('base64url')) : null,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      })
      .returning();
    if (row.offerExpiresAt) await enqueue(db, OFFER_JOB, {}, { runAt: row.offerExpiresAt, franchiseeId: centre.id });
  }
  await dailyOfferSweep.schedule(db);
}
