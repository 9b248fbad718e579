/**
 * Demo data of the enquiry and students modules: stage settings, sections, class groups,
 * students (admission 1 is the parent demo account's child at centre 002), enquiries along
 * the funnel with follow-ups, allocation rules, a Google lead source and B2S targets.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { academicYearLabel, academicYearStart } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import {
  b2sTargets,
  enquiries,
  enquiryFollowUps,
  enquiryStageEvents,
  enquiryStages,
  leadAllocationRules,
  leadAllocations,
  webhookSources,
} from './schema.ts';
import { STAGE, STAGE_DEFAULTS, STAGES } from '../shared/index.ts';
import { academicYears, classes, franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { classGroups, sections, studentAdmissions, studentAttendance, students } from '@portal/mod-students/server';
import { CENTRE_A_STUDENTS, CENTRE_B_STUDENTS } from './seed-students.ts';
import { CENTRE_A_ENQUIRIES, CENTRE_B_ENQUIRIES } from './seed-enquiries.ts';
import { enquiriesCreated } from './followups/kept-buckets.ts';

/** The Google lead source of centre 002 answers to this key and secret (demo only). */
export const DEMO_GOOGLE_KEY = 'demo-google-blr001';
export const DEMO_GOOGLE_SECRET = 'demo-google-secret-2';

const day = (today: Date, offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedEnquiryDemo(db: Executor, { today }: SeedContext): Promise<void> {
  const label = academicYearLabel(academicYearStart(today));
  const [year] = await db.select().from(academicYears).where(eq(academicYears.academicYear, label));
  const classRows = await db.select().from(classes);
  const classId = (name: string) => classRows.find((c) => c.name === name)!.id;
  const centres = await db.select().from(franchisees).orderBy(franchisees.id);
  const [centreA, centreB] = [centres[1].id, centres[2].id];
  const users = await db.select().from(adminUsers);
  const userId = (email: string) => users.find((u) => u.email === email)!.id;

  await db
    .insert(enquiryStages)
    .values(STAGES.map((stage, i) => ({ stage, ...STAGE_DEFAULTS[stage], sort: (i + 1) * 10 })));

  await db.insert(classGroups).values([
    { name: 'Foundation years curriculum', groupType: 'Curriculum', classNames: ['Playgroup', 'Nursery'] },
    { name: 'Kindergarten curriculum', groupType: 'Curriculum', classNames: ['LKG', 'UKG'] },
    {
      name: 'Early years teacher training',
      groupType: 'Teacher Training',
      classNames: ['Playgroup', 'Nursery', 'LKG', 'UKG'],
    },
    {
      name: 'Recorded rhymes and stories',
      groupType: 'Recorded Classes',
      classNames: ['Parent Toddler Circle', 'Mother Toddler', 'Playgroup'],
    },
    { name: 'Curriculum CMS - Kindergarten', groupType: 'Curriculum_CMS', classNames: ['LKG', 'UKG'] },
  ]);

  const sectionRows = await db
    .insert(sections)
    .values(
      [centreA, centreB].flatMap((franchiseeId) => [
        ...['Mother Toddler', 'Playgroup', 'LKG', 'UKG'].map((cls) => ({
          franchiseeId,
          classId: classId(cls),
          name: 'A',
          capacity: 20,
        })),
        { franchiseeId, classId: classId('Nursery'), name: 'A', capacity: 20 },
        { franchiseeId, classId: classId('Nursery'), name: 'B', capacity: 20 },
      ]),
    )
    .returning();
  const sectionId = (franchiseeId: number, cls: string, name: string) =>
    sectionRows.find((s) => s.franchiseeId === franchiseeId && s.classId === classId(cls) && s.name === name)!.id;

  // The children were admitted when the year began, their records made before it (at the latest 60 days before the
  // seed, so a breach or retention window in the past finds them as it would a real network's records).
  const admitted = new Date(
    Math.min(new Date(`${year.startDate}T04:30:00Z`).getTime(), today.getTime() - 60 * 86_400_000),
  );
  // Centre 002's students first, so the parent's child gets admission id 1.
  for (const [franchiseeId, code, list] of [
    [centreA, centres[1].code, CENTRE_A_STUDENTS],
    [centreB, centres[2].code, CENTRE_B_STUDENTS],
  ] as const) {
    for (const [i, s] of list.entries()) {
      const [student] = await db
        .insert(students)
        .values({
          franchiseeId,
          admissionNumber: `${code}/${label.slice(2, 4)}/${String(i + 1).padStart(4, '0')}`,
          firstName: s.first,
          lastName: s.last,
          dateOfBirth: s.dob,
          gender: s.gender,
          fatherName: s.father,
          motherName: s.mother,
          parentMobile: s.mobile,
          editStatus: 'completed',
          createdAt: admitted,
          updatedAt: admitted,
        })
        .returning();
      const [admission] = await db
        .insert(studentAdmissions)
        .values({
          franchiseeId,
          studentId: student.id,
          academicYearId: year.id,
          classId: classId(s.cls),
          sectionId: sectionId(franchiseeId, s.cls, s.section),
          admissionDate: year.startDate,
          createdAt: admitted,
          updatedAt: admitted,
        })
        .returning();
      // A week of attendance, so the parent and the report screens have something to show.
      const marks = [1, 2, 3, 4, 5].map((d) => ({
        franchiseeId,
        studentAdmissionId: admission.id,
        date: day(today, -d),
        status: (i + d) % 6 === 0 ? 'Absent' : 'Present',
      }));
      // Marked on the days the centre works (Monday to Friday), never on a weekend.
      const worked = marks.filter((m) => m.date >= year.startDate && ![0, 6].includes(new Date(m.date).getUTCDay()));
      if (worked.length) await db.insert(studentAttendance).values(worked);
    }
  }

  const counsellor = userId('counsellor@demo.school');
  const multirole = userId('multirole@demo.school');
  const ownerB = userId('franchisee-b@demo.school');
  const [ruleA1, ruleA2] = await db
    .insert(leadAllocationRules)
    .values([
      { franchiseeId: centreA, method: 'Round robin', counsellorId: counsellor },
      { franchiseeId: centreA, method: 'Round robin', counsellorId: multirole },
      { franchiseeId: centreB, method: 'Round robin', counsellorId: ownerB },
    ])
    .returning();

  let n = 0;
  const seeded: number[] = [];
  for (const [franchiseeId, list] of [
    [centreA, CENTRE_A_ENQUIRIES],
    [centreB, CENTRE_B_ENQUIRIES],
  ] as const) {
    for (const e of list) {
      n++;
      const assignedTo = franchiseeId === centreA ? (n % 2 ? counsellor : multirole) : ownerB;
      const defaults = STAGE_DEFAULTS[e.stage];
      const created = new Date(today.getTime() - e.daysAgo * 86_400_000);
      const [row] = await db
        .insert(enquiries)
        .values({
          enquiryCode: `ENQ-DEMO${String(n).padStart(4, '0')}`,
          franchiseeId,
          academicYearId: year.id,
          source: e.source,
          parentName: e.parent,
          mobile: e.mobile,
          childName: e.child,
          childNameKey: e.child.toLowerCase(),
          childDob: e.dob,
          classId: classId(e.cls),
          pincode: e.pincode,
          stage: e.stage,
          spancoStatus: defaults.spancoStatus,
          spancoSubStatus: defaults.spancoSubStatus,
          assignedTo,
          nextFollowUpDate: e.followUpIn === undefined ? null : day(today, e.followUpIn),
          createdAt: created,
          updatedAt: created,
        })
        .returning();
      seeded.push(row.id);
      await db.insert(enquiryStageEvents).values([
        {
          franchiseeId,
          enquiryId: row.id,
          toStage: STAGE.YET_TO_CALL,
          spancoStatus: 'Suspect',
          spancoSubStatus: 'New',
          at: created,
        },
        ...(e.stage === STAGE.YET_TO_CALL
          ? []
          : [
              {
                franchiseeId,
                enquiryId: row.id,
                fromStage: STAGE.YET_TO_CALL,
                toStage: e.stage,
                spancoStatus: defaults.spancoStatus,
                spancoSubStatus: defaults.spancoSubStatus,
                userId: assignedTo,
              },
            ]),
      ]);
      await db.insert(leadAllocations).values({
        franchiseeId,
        enquiryId: row.id,
        kind: 'AUTO',
        toUserId: assignedTo,
        ruleId: franchiseeId === centreA ? (n % 2 ? ruleA1.id : ruleA2.id) : null,
        reason: 'Round robin rule',
        at: created,
      });
      if (e.followUpIn !== undefined) {
        await db.insert(enquiryFollowUps).values({
          franchiseeId,
          enquiryId: row.id,
          followUpDate: day(today, e.followUpIn),
          followUpType: 'scheduled',
          remarks: `Call ${e.parent.split(' ')[0]} about ${e.cls} admission`,
          createdBy: assignedTo,
        });
      }
    }
  }
  await enquiriesCreated(db, seeded);
  await db.update(leadAllocationRules).set({ assignedCount: 4 }).where(eq(leadAllocationRules.franchiseeId, centreA));
  await db.update(leadAllocationRules).set({ assignedCount: 3 }).where(eq(leadAllocationRules.franchiseeId, centreB));

  await db.insert(webhookSources).values({
    franchiseeId: centreA,
    kind: 'GOOGLE',
    name: 'Google Ads - Indiranagar admissions',
    publicKey: DEMO_GOOGLE_KEY,
    secretHash: createHash('sha256').update(DEMO_GOOGLE_SECRET).digest('hex'),
  });
  await db.insert(b2sTargets).values([
    { franchiseeId: centreA, academicYearId: year.id, enquiryTarget: 240, admissionTarget: 60 },
    { franchiseeId: centreB, academicYearId: year.id, enquiryTarget: 180, admissionTarget: 45 },
  ]);
}
