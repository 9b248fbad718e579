import { and, eq, isNotNull, notInArray, or } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { findResource, type SubjectIds } from '@portal/kit';

/**
 * The people a request is about, found through the declared person resources (the child's student record, its
 * admissions, the enquiry it came from) rather than through the owning modules' tables: every resource relating
 * its rows to one of them is then found from its own declaration (`subjectColumns`).
 */
export interface Subject {
  franchiseeId: number;
  childName: string;
  admissionNumber: string | null;
  enquiryCode: string | null;
  /** The student's status ('Active', 'Graduated', 'Left'); null for an enquiry. */
  childStatus: string | null;
  /** An enquiry never admitted; false for a child's admission. */
  unconvertedEnquiry: boolean;
  ids: SubjectIds;
}

const person = (name: string) => {
  const res = findResource(name);
  if (!res) throw new Error(`The person resource '${name}' is not registered`);
  return { table: res.table, c: res.columns };
};

/** A child, from one of its admissions: the student, every admission of the student, the enquiry it came from. */
export async function childSubject(db: Executor, admissionId: number): Promise<Subject | null> {
  const adm = person('student-admission');
  const st = person('student');
  const [child] = await db
    .select({
      studentId: st.c.id,
      franchiseeId: st.c.franchiseeId,
      name: st.c.fullName,
      admissionNumber: st.c.admissionNumber,
      enquiryId: st.c.enquiryId,
      status: st.c.status,
    })
    .from(adm.table)
    .innerJoin(st.table, eq(st.c.id, adm.c.studentId))
    .where(eq(adm.c.id, admissionId));
  if (!child) return null;
  const admissions = await db.select({ id: adm.c.id }).from(adm.table).where(eq(adm.c.studentId, child.studentId));
  const enquiry = person('enquiry');
  const [came] = child.enquiryId
    ? await db
        .select({ code: enquiry.c.enquiryCode })
        .from(enquiry.table)
        .where(eq(enquiry.c.id, child.enquiryId as number))
    : [];
  return {
    franchiseeId: child.franchiseeId as number,
    childName: child.name as string,
    admissionNumber: child.admissionNumber as string,
    enquiryCode: (came?.code as string | undefined) ?? null,
    childStatus: child.status as string,
    unconvertedEnquiry: false,
    ids: new Map([
      ['student', [child.studentId as number]],
      ['student-admission', admissions.map((a) => a.id as number)],
      ['enquiry', child.enquiryId ? [child.enquiryId as number] : []],
    ]),
  };
}

/** An enquiry as a subject: only itself (its follow-ups and other rows refer to it). */
export async function enquirySubject(db: Executor, enquiryId: number): Promise<Subject | null> {
  const enquiry = person('enquiry');
  const st = person('student');
  const [row] = await db
    .select({
      franchiseeId: enquiry.c.franchiseeId,
      childName: enquiry.c.childName,
      code: enquiry.c.enquiryCode,
    })
    .from(enquiry.table)
    .where(eq(enquiry.c.id, enquiryId));
  if (!row) return null;
  const [admitted] = await db.select({ id: st.c.id }).from(st.table).where(eq(st.c.enquiryId, enquiryId));
  return {
    franchiseeId: row.franchiseeId as number,
    childName: row.childName as string,
    admissionNumber: null,
    enquiryCode: row.code as string,
    childStatus: null,
    unconvertedEnquiry: !admitted,
    ids: new Map([['enquiry', [enquiryId]]]),
  };
}

/** The family's enquiries that never became an admission: made with the account's mobile or email. */
export async function familyEnquiries(db: Executor, contact: { mobile: string | null; email: string }) {
  const enquiry = person('enquiry');
  const st = person('student');
  const admitted = db.select({ id: st.c.enquiryId }).from(st.table).where(isNotNull(st.c.enquiryId));
  const byContact = or(
    contact.mobile ? eq(enquiry.c.mobile, contact.mobile) : undefined,
    eq(enquiry.c.email, contact.email),
  );
  return (
    await db
      .select({ id: enquiry.c.id, enquiryCode: enquiry.c.enquiryCode, childName: enquiry.c.childName })
      .from(enquiry.table)
      .where(and(byContact, notInArray(enquiry.c.id, admitted)))
      .orderBy(enquiry.c.id)
  ).map((e) => ({ id: e.id as number, enquiryCode: e.enquiryCode as string, childName: e.childName as string }));
}
