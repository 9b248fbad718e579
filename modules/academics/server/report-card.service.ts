import { and, eq, sql } from 'drizzle-orm';
import { formatDate, todayInIndia } from '@portal/core';
import {
  actsOnEveryRow,
  assertOwns,
  forbidden,
  loadRecord,
  notFound,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import {
  sections,
  studentAdmissionResource,
  studentAdmissions,
  attendanceFigures,
  students,
  yearsOfChild,
} from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import { ACADEMIC_MODULES as M, MESSAGES } from '../shared/constants.ts';
import type { ReportCardAnswer } from '../shared/contracts.ts';
import { centreOf, loadTerm, parametersOf, scalesOf } from './grade-book.service.ts';
import { gradeEntries, reportPublishSettings, teacherRemarks } from './schema.ts';
import { childPhoto } from './diary/photo.service.ts';

const RIGHT = { module: M.REPORT, method: 'GET' };

/** True when the rule binds the caller to their own child (a parent), i.e. the publish settings apply. */
export function isParentReader(ctx: RequestContext): boolean {
  return !actsOnEveryRow(ctx, ownChildRule, RIGHT);
}

/** Opens a term's cards of the caller's centre to parents from a date (today by default). */
export async function publishTerm(
  ctx: RequestContext,
  input: { termId: number; publishFrom?: string; franchiseeId?: number },
) {
  requireUser(ctx);
  const franchiseeId = centreOf(ctx, input.franchiseeId);
  await loadTerm(ctx, input.termId);
  const publishFrom = input.publishFrom ?? todayInIndia();
  const [row] = await ctx.db
    .insert(reportPublishSettings)
    .values({ franchiseeId, termId: input.termId, publishFrom, audience: 'PARENTS' })
    .onConflictDoUpdate({
      target: [reportPublishSettings.franchiseeId, reportPublishSettings.termId],
      set: { publishFrom, audience: 'PARENTS', updatedAt: new Date() },
    })
    .returning();
  return { id: row.id, termId: row.termId, publishFrom: row.publishFrom, audience: row.audience };
}

/** The publish setting of a centre's term, and whether it is open today. */
export async function publishState(ctx: RequestContext, franchiseeId: number, termId: number) {
  const [setting] = await ctx.db
    .select()
    .from(reportPublishSettings)
    .where(and(eq(reportPublishSettings.franchiseeId, franchiseeId), eq(reportPublishSettings.termId, termId)));
  const open = !!setting && setting.audience === 'PARENTS' && setting.publishFrom <= todayInIndia();
  return { setting: setting ?? null, open };
}

/**
 * The final report card of a child for a term. A parent reads only their own child's, and only once the
 * centre's publish setting for the term has opened it to parents; centre staff read every child's. Asked on this
 * year's admission, a term of an earlier year is that year's card: the family keeps it after a promotion.
 */
export async function reportCard(ctx: RequestContext, studentAdmissionId: number, termId: number) {
  requireUser(ctx);
  await assertOwns(ctx, ownChildRule, RIGHT, studentAdmissionId, () => notFound('Student admission'));
  const admission = await loadRecord(ctx, studentAdmissionResource, studentAdmissionId);
  const term = await loadTerm(ctx, termId);
  const { open } = await publishState(ctx, admission.franchiseeId, termId);
  if (isParentReader(ctx) && !open) throw forbidden(MESSAGES.notPublished);
  // A term of an earlier year is read on the child's admission of that year (its class, grades and attendance).
  const ofYear = (await yearsOfChild(ctx, studentAdmissionId)).find((y) => y.academicYearId === term.academicYearId);
  return buildCard(ctx, ofYear?.studentAdmissionId ?? studentAdmissionId, termId);
}

/** A child's card, read without a reader's checks (the callers check: the route above, the class job). */
export async function buildCard(ctx: RequestContext, studentAdmissionId: number, termId: number) {
  const [admission] = await ctx.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, studentAdmissionId));
  if (!admission) throw notFound('Student admission');
  const term = await loadTerm(ctx, termId);
  const franchiseeId = admission.franchiseeId;
  const { setting, open } = await publishState(ctx, franchiseeId, termId);

  const [child] = await ctx.db
    .select({
      firstName: students.firstName,
      lastName: students.lastName,
      admissionNumber: students.admissionNumber,
      dateOfBirth: students.dateOfBirth,
      className: classes.name,
      section: sections.name,
      centre: franchisees.companyName,
      centreAddress: franchisees.address,
      centrePincode: franchisees.pincode,
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, admission.classId))
    .innerJoin(franchisees, eq(franchisees.id, franchiseeId))
    .leftJoin(sections, eq(sections.id, sql`${admission.sectionId}::integer`))
    .where(eq(students.id, admission.studentId));

  const parameters = await parametersOf(ctx, admission.classId, termId);
  const scales = await scalesOf(ctx, [...new Set(parameters.map((p) => p.scaleId))]);
  const cells = await ctx.db
    .select({ parameterId: gradeEntries.parameterId, grade: gradeEntries.grade })
    .from(gradeEntries)
    .where(and(eq(gradeEntries.studentAdmissionId, studentAdmissionId), eq(gradeEntries.termId, termId)));
  const gradeOf = new Map(cells.map((c) => [c.parameterId, c.grade]));
  const skillsOut: {
    skill: string;
    rows: {
      subSkill: string;
      parameter: string;
      grade: string | null;
      label: string | null;
      descriptor: string | null;
    }[];
  }[] = [];
  for (const p of parameters) {
    let group = skillsOut.find((s) => s.skill === p.skill);
    if (!group) skillsOut.push((group = { skill: p.skill, rows: [] }));
    const grade = gradeOf.get(p.id) ?? null;
    const level = scales.find((s) => s.id === p.scaleId)?.levels.find((l) => l.grade === grade);
    group.rows.push({
      subSkill: p.subSkill,
      parameter: p.name,
      grade,
      label: level?.label ?? null,
      descriptor: level?.descriptor ?? null,
    });
  }

  const showRemarks = setting?.showRemarks ?? true;
  const showAttendance = setting?.showAttendance ?? true;
  const [remark] = showRemarks
    ? await ctx.db
        .select({ remark: teacherRemarks.remark })
        .from(teacherRemarks)
        .where(and(eq(teacherRemarks.studentAdmissionId, studentAdmissionId), eq(teacherRemarks.termId, termId)))
    : [];
  let attendance: {
    present: number;
    absent: number;
    leave: number;
    workingDays: number;
    percent: number;
    from: string;
    to: string;
  } | null = null;
  if (showAttendance) {
    // Days present over the term's working days so far, as the attendance service counts them.
    const until = term.endDate < todayInIndia() ? term.endDate : todayInIndia();
    const figures = await attendanceFigures(ctx, { studentAdmissionId, franchiseeId }, term.startDate, until);
    attendance = {
      present: figures.present,
      absent: figures.absent,
      leave: figures.leave,
      workingDays: figures.workingDays,
      percent: figures.percent ?? 0,
      from: figures.from,
      to: figures.to,
    };
  }
  return {
    studentAdmissionId,
    child: {
      name: `${child.firstName} ${child.lastName}`.trim(),
      admissionNumber: child.admissionNumber,
      dateOfBirth: child.dateOfBirth,
      className: child.className,
      section: child.section ?? null,
    },
    centre: { name: child.centre, address: `${child.centreAddress} ${child.centrePincode}`.trim() },
    term: { id: term.id, name: term.name, startDate: term.startDate, endDate: term.endDate },
    published: open,
    publishFrom: setting?.publishFrom ?? null,
    skills: skillsOut,
    remark: showRemarks ? (remark?.remark ?? '') : null,
    attendance,
    /** The child's photo as a data URL for the PDF's photo frame (not part of the JSON answer). */
    photo: await childPhoto(ctx, admission.studentId),
  };
}

export type ReportCard = Awaited<ReturnType<typeof reportCard>>;

const INK = '#1f2a44';
const MUTED = '#4a5568';

/** The attendance as the card prints it, with the days it covers. */
function attendanceLine(a: NonNullable<ReportCardAnswer['attendance']>): string {
  return (
    `Present ${a.present} of ${a.workingDays} working days, absent ${a.absent}, leave ${a.leave} ` +
    `(${a.percent}% attendance), ${formatDate(a.from)} to ${formatDate(a.to)}`
  );
}

/** The designed report card: centre header, child block, skills with grades and descriptors, remarks, attendance. */
export async function reportCardPdf(card: ReportCard): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit'); // loaded when first needed (about 20 MB resident)
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: { Title: `Report card - ${card.child.name} - ${card.term.name}`, Producer: 'Pre-school franchise portal' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawCard(doc, card);
    doc.end();
  });
}

/** Draws one card (a class's cards go into one document, a page each). */
export function drawCard(doc: PDFKit.PDFDocument, card: ReportCard): void {
  const left = 40;
  const width = doc.page.width - 80;
  // Header: the centre's mark and address.
  doc.save().roundedRect(left, 36, 46, 46, 8).fill('#f6ad55').restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#ffffff')
    .text(initials(card.centre.name), left, 50, { width: 46, align: 'center' });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(card.centre.name, left + 60, 40, { width: width - 60 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(card.centre.address, left + 60, doc.y, { width: width - 60 });
  doc
    .moveTo(left, 92)
    .lineTo(left + width, 92)
    .strokeColor('#cbd5e0')
    .stroke();
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(`Report card - ${card.term.name}`, left, 102);
  // Child block with a photo frame (initials when the child has no photo).
  const top = doc.y + 6;
  doc
    .save()
    .rect(left + width - 70, top, 70, 80)
    .strokeColor('#a0aec0')
    .stroke()
    .restore();
  if (card.photo)
    doc.image(card.photo, left + width - 68, top + 2, { fit: [66, 76], align: 'center', valign: 'center' });
  else
    doc
      .font('Helvetica-Bold')
      .fontSize(22)
      .fillColor('#a0aec0')
      .text(initials(card.child.name), left + width - 70, top + 28, { width: 70, align: 'center' });
  const facts: [string, string][] = [
    ['Child', card.child.name],
    ['Admission number', card.child.admissionNumber],
    ['Class', card.child.section ? `${card.child.className} ${card.child.section}` : card.child.className],
    ['Date of birth', formatDate(card.child.dateOfBirth)],
    ['Term', `${formatDate(card.term.startDate)} to ${formatDate(card.term.endDate)}`],
  ];
  let y = top;
  for (const [k, v] of facts) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(k, left, y, { width: 110 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(v, left + 115, y, { width: width - 200 });
    y += 15;
  }
  y = Math.max(y, top + 84) + 8;
  // Skills, each with its parameters, grades and descriptors.
  for (const skill of card.skills) {
    if (y > doc.page.height - 120) {
      doc.addPage();
      y = 40;
    }
    doc.save().rect(left, y, width, 18).fill('#edf2f7').restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(skill.skill, left + 6, y + 4, { width: width - 12 });
    y += 22;
    for (const row of skill.rows) {
      if (y > doc.page.height - 80) {
        doc.addPage();
        y = 40;
      }
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(row.subSkill, left + 6, y, { width: 110 });
      doc.fillColor(INK).text(row.parameter, left + 120, y, { width: 190 });
      doc.font('Helvetica-Bold').text(row.label ?? 'Not graded', left + 315, y, { width: 80 });
      doc
        .font('Helvetica')
        .fillColor(MUTED)
        .text(row.descriptor ?? '', left + 400, y, { width: width - 400 });
      y = Math.max(doc.y, y + 12) + 4;
    }
    y += 6;
  }
  if (card.attendance) {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text('Attendance', left, y + 4);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(attendanceLine(card.attendance), left, doc.y + 2);
    y = doc.y + 6;
  }
  if (card.remark !== null) {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text('Class teacher’s remarks', left, y + 4);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(card.remark || 'No remarks.', left, doc.y + 2, { width });
  }
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}
