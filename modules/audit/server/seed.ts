import { addDays } from '@portal/core';
/** Demo audits: a centre and an academic checklist, and audits of the demo centres 002 and 003. */
import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { bandOf, scoreOf, type AuditResponse, type AuditType } from '../shared/index.ts';
import {
  auditCategories,
  auditNonCompliances,
  auditParameters,
  auditResponses,
  auditSubCategories,
  centreAudits,
} from './schema.ts';

/**
 * [category, [sub-category, [parameter, weight, evidence required?][]][]][] per audit type. Premises weighs 95 %:
 * a sub-category need not fill its 100 %, and there is room to add a parameter.
 */
type Checklist = [string, [string, [string, number, boolean?][]][]][];

const CHECKLISTS: Record<AuditType, Checklist> = {
  centre: [
    [
      'Safety',
      [
        [
          'Premises',
          [
            ['Fire extinguishers are in date and within reach', 40, true],
            ['Emergency exits are marked and unblocked', 35, true],
            ['Electrical sockets are covered in every classroom', 20],
          ],
        ],
        [
          'Child protection',
          [
            ['Visitor register is kept at the entrance', 50],
            ['Children are handed over only to listed guardians', 50, true],
          ],
        ],
      ],
    ],
    [
      'Hygiene',
      [
        [
          'Washrooms',
          [
            ['Washrooms are cleaned on schedule (log signed)', 60, true],
            ['Soap and towels are stocked', 40],
          ],
        ],
        [
          'Kitchen and water',
          [
            ['Drinking water filter serviced in the last 6 months', 50, true],
            ['Food is stored covered and labelled', 50],
          ],
        ],
      ],
    ],
    [
      'Branding and display',
      [
        [
          'Front office',
          [
            ['Signboard is lit and undamaged', 50],
            ['Fee structure and licences are displayed', 50],
          ],
        ],
      ],
    ],
  ],
  academic: [
    [
      'Curriculum delivery',
      [
        [
          'Planning',
          [
            ['Weekly lesson plans are prepared and approved', 50],
            ['Day-at-a-glance is followed in class', 50],
          ],
        ],
        [
          'Classroom',
          [
            ['Learning corners are set up and used', 40],
            ['Children’s work is displayed and current', 30],
            ['Teacher uses the curriculum kit in the lesson', 30],
          ],
        ],
      ],
    ],
    [
      'Assessment',
      [
        [
          'Records',
          [
            ['Grade book is up to date', 60, true],
            ['Portfolios hold recent work for every child', 40],
          ],
        ],
      ],
    ],
  ],
  general: [
    [
      'Fire safety',
      [
        [
          'Equipment',
          [
            ['Fire drill held this quarter (record signed)', 50, true],
            ['Smoke detectors tested this month', 50],
          ],
        ],
      ],
    ],
  ],
};

/** The answers of a seeded audit, item by item in checklist order ("y", "n" or "-" for na). */
type Answers = string;
const answerOf = (c: string): AuditResponse => (c === 'y' ? 'yes' : c === 'n' ? 'no' : 'na');

export async function seedAudits(db: Executor, { today }: SeedContext): Promise<void> {
  const params: Record<
    AuditType,
    { id: number; cat: string; sub: string; text: string; weight: number; ev: boolean }[]
  > = { centre: [], academic: [], general: [] };
  for (const [auditType, categories] of Object.entries(CHECKLISTS) as [AuditType, Checklist][]) {
    for (const [ci, [category, subs]] of categories.entries()) {
      const [cat] = await db
        .insert(auditCategories)
        .values({ auditType, name: category, sort: ci })
        .returning({ id: auditCategories.id });
      for (const [si, [subName, items]] of subs.entries()) {
        const [sub] = await db
          .insert(auditSubCategories)
          .values({ categoryId: cat.id, name: subName, sort: si })
          .returning({ id: auditSubCategories.id });
        const rows = await db
          .insert(auditParameters)
          .values(
            items.map(([text, weight, evidenceRequired], sort) => ({
              subCategoryId: sub.id,
              text,
              weight,
              evidenceRequired: evidenceRequired ?? false,
              sort,
            })),
          )
          .returning();
        params[auditType].push(
          ...rows.map((p) => ({
            id: p.id,
            cat: category,
            sub: subName,
            text: p.text,
            weight: p.weight,
            ev: p.evidenceRequired,
          })),
        );
      }
    }
  }

  const centres = await db.select({ id: franchisees.id, code: franchisees.code }).from(franchisees);
  const centre = (code: string) => centres.find((c) => c.code === code)?.id;
  const [auditor] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'trainer@demo.school'));
  const todayIso = today.toISOString().slice(0, 10);

  async function seedAudit(
    franchiseeId: number | undefined,
    auditType: AuditType,
    daysAgo: number,
    answers: Answers,
    closeFailures: boolean,
  ) {
    if (!franchiseeId) return;
    const items = params[auditType];
    const responses = items.map((p, i) => ({ ...p, response: answerOf(answers[i] ?? 'y') }));
    const score = scoreOf(responses)!;
    const auditDate = addDays(todayIso, -daysAgo);
    const failures = responses.filter((r) => r.response === 'no');
    const closed = failures.length === 0 || closeFailures;
    const submittedAt = new Date(`${auditDate}T12:00:00+05:30`);
    const [audit] = await db
      .insert(centreAudits)
      .values({
        franchiseeId,
        auditType,
        auditDate,
        status: closed ? 'CLOSED' : 'COMPLETED',
        scorePercent: score,
        band: bandOf(score),
        auditorId: auditor?.id ?? null,
        submittedAt,
        closedAt: closed ? new Date(`${addDays(auditDate, 10)}T12:00:00+05:30`) : null,
      })
      .returning({ id: centreAudits.id });
    const saved = await db
      .insert(auditResponses)
      .values(
        responses.map((r, sort) => ({
          auditId: audit.id,
          franchiseeId,
          parameterId: r.id,
          categoryName: r.cat,
          subCategoryName: r.sub,
          parameterText: r.text,
          weight: r.weight,
          evidenceRequired: r.ev,
          sort,
          response: r.response,
          comment: r.response === 'no' ? 'Pointed out to the centre head during the visit' : null,
        })),
      )
      .returning({
        id: auditResponses.id,
        response: auditResponses.response,
        evidenceRequired: auditResponses.evidenceRequired,
      });
    const failed = saved.filter((r) => r.response === 'no');
    if (failed.length)
      await db.insert(auditNonCompliances).values(
        failed.map((r, i) => ({
          auditId: audit.id,
          responseId: r.id,
          franchiseeId,
          owner: i === 0 ? 'Centre head' : null,
          // The first is overdue, so the closure list has something to chase.
          dueDate: addDays(auditDate, i === 0 ? 14 : 45),
          status: closeFailures ? 'CLOSED' : 'OPEN',
          closureNote: closeFailures ? 'Fixed and checked by the centre head' : null,
          closedAt: closeFailures ? new Date(`${addDays(auditDate, 10)}T12:00:00+05:30`) : null,
        })),
      );
  }

  const indiranagar = centre('BLR-001');
  const koregaon = centre('PUN-001');
  // Centre audit items: 11 (premises 3, child protection 2, washrooms 2, kitchen 2, front office 2).
  await seedAudit(indiranagar, 'centre', 120, 'yynyyyyyyny', true);
  await seedAudit(indiranagar, 'centre', 30, 'yyyyynyyy-n', false);
  await seedAudit(indiranagar, 'academic', 40, 'yyyyyyy', false);
  await seedAudit(koregaon, 'centre', 60, 'ynyyyyny-yy', true);
  await seedAudit(koregaon, 'centre', 20, 'yyynyyyyyyy', false);
}
