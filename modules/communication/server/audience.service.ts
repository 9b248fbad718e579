import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, nationalMobile, type Language } from '@portal/core';
import { assertFranchisee, fieldError, notFound, type RequestContext } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { sections, studentAdmissions, students } from '@portal/mod-students/server';
import { roles } from '@portal/mod-system/server';
import { adminUsers, userRoles } from '@portal/mod-users/server';
import { MESSAGES, type AudienceInput, type TemplateType, type TemplateVariable } from '../shared/index.ts';
import { commOptOuts } from './schema.ts';

/** One person a message goes to, with the values their record gives the template. */
export interface Recipient {
  name: string;
  address: string;
  values: Partial<Record<TemplateVariable, string>>;
  /** The language the person reads on their account (English for an address without one). */
  language: Language;
  optedOut: boolean;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const isEmail = (s: string) => s.length <= 200 && EMAIL.test(s);
/** A 10-digit Indian mobile, with or without +91 / 0 in front (the shared normaliser: another country's is none). */
export const normalMobile = (s: string): string | null => nationalMobile(s);

function addressOf(channel: TemplateType, email: string | null, mobile: string | null): string | null {
  if (channel === 'EMAIL') return email && isEmail(email.trim()) ? email.trim().toLowerCase() : null;
  return mobile ? normalMobile(mobile) : null;
}

/** A short description of the audience for lists ("Nursery, section A"). */
export async function describeAudience(ctx: RequestContext, a: AudienceInput): Promise<string> {
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, a.franchiseeId));
  const at = centre?.name ?? 'Centre';
  if (a.kind === 'CENTRE') return `Parents of ${at}`;
  if (a.kind === 'LIST') return `A list of ${a.addresses?.length ?? 0}`;
  if (a.kind === 'ROLE') return `${a.role} at ${at}`;
  const [cls] = a.classId
    ? await ctx.db.select({ name: classes.name }).from(classes).where(eq(classes.id, a.classId))
    : [];
  if (a.kind === 'SECTION') {
    const [sec] = await ctx.db
      .select({ name: sections.name, cls: classes.name })
      .from(sections)
      .innerJoin(classes, eq(classes.id, sections.classId))
      .where(eq(sections.id, a.sectionId!));
    return `${sec?.cls ?? ''} ${sec?.name ?? ''} at ${at}`.trim();
  }
  return `${cls?.name ?? 'Class'} at ${at}`;
}

/**
 * The recipients of an audience on a channel, never outside the audience's centre: the centre is checked
 * against the caller's fence, a section must belong to it, and parents come only from its admissions.
 * Addresses that opted out are kept (with optedOut) so the send records them as such.
 */
export async function resolveAudience(
  ctx: RequestContext,
  a: AudienceInput,
  channel: TemplateType,
): Promise<Recipient[]> {
  assertFranchisee(ctx, a.franchiseeId, 'Centre');
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, a.franchiseeId));
  if (!centre) throw notFound('Centre');
  let people: (Omit<Recipient, 'optedOut' | 'language'> & { language: Language | null })[] = [];

  if (a.kind === 'LIST') {
    if (!a.addresses?.length) throw fieldError('audience.addresses', MESSAGES.listRequired);
    for (const raw of a.addresses) {
      const address = channel === 'EMAIL' ? (isEmail(raw) ? raw.toLowerCase() : null) : normalMobile(raw);
      if (!address)
        throw fieldError(
          'audience.addresses',
          channel === 'EMAIL' ? MESSAGES.invalidEmail(raw) : MESSAGES.invalidMobile(raw),
        );
      people.push({ name: address, address, values: { centreName: centre.name }, language: null });
    }
  } else if (a.kind === 'ROLE') {
    if (!a.role) throw fieldError('audience.role', MESSAGES.roleRequired);
    const rows = await ctx.db
      .selectDistinct({
        id: adminUsers.id,
        first: adminUsers.firstName,
        last: adminUsers.lastName,
        email: adminUsers.email,
        mobile: adminUsers.mobile,
        language: adminUsers.language,
      })
      .from(adminUsers)
      .innerJoin(userRoles, eq(userRoles.userId, adminUsers.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(adminUsers.franchiseeId, a.franchiseeId), eq(roles.role, a.role), eq(adminUsers.isActive, true)))
      .orderBy(asc(adminUsers.id));
    people = rows.flatMap((u) => {
      const address = addressOf(channel, u.email, u.mobile);
      const name = `${u.first} ${u.last}`.trim();
      const language = u.language;
      return address ? [{ name, address, values: { parentName: name, centreName: centre.name }, language }] : [];
    });
  } else {
    const conditions = [eq(studentAdmissions.franchiseeId, a.franchiseeId), eq(studentAdmissions.status, 'Active')];
    if (a.kind === 'CLASS') {
      if (!a.classId) throw fieldError('audience.classId', MESSAGES.classRequired);
      conditions.push(eq(studentAdmissions.classId, a.classId));
    }
    if (a.kind === 'SECTION') {
      if (!a.sectionId) throw fieldError('audience.sectionId', MESSAGES.sectionRequired);
      const [section] = await ctx.db
        .select({ franchiseeId: sections.franchiseeId })
        .from(sections)
        .where(eq(sections.id, a.sectionId));
      if (!section || section.franchiseeId !== a.franchiseeId)
        throw fieldError('audience.sectionId', MESSAGES.sectionElsewhere);
      conditions.push(eq(studentAdmissions.sectionId, a.sectionId));
    }
    if (ctx.academicYearId) conditions.push(eq(studentAdmissions.academicYearId, ctx.academicYearId));
    const rows = await ctx.db
      .select({
        first: students.firstName,
        last: students.lastName,
        father: students.fatherName,
        mother: students.motherName,
        email: students.parentEmail,
        mobile: students.parentMobile,
        account: adminUsers.email,
        language: adminUsers.language,
        className: classes.name,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
      // A parent's portal account linked to the child: its email when the record has none.
      .leftJoin(adminUsers, and(eq(adminUsers.studentAdmissionId, studentAdmissions.id), eq(adminUsers.isActive, true)))
      .where(and(...conditions))
      .orderBy(asc(studentAdmissions.id));
    people = rows.flatMap((r) => {
      const address = addressOf(channel, r.email || r.account, r.mobile);
      const childName = `${r.first} ${r.last}`.trim();
      const parentName = r.father || r.mother || `Parent of ${r.first}`;
      return address
        ? [
            {
              name: parentName,
              address,
              values: { childName, parentName, className: r.className, centreName: centre.name },
              language: r.language,
            },
          ]
        : [];
    });
  }

  // One message per address (two children of one parent share it, two accounts may share a child's), in the
  // language one of its people chose.
  const byAddress = new Map<string, (typeof people)[number]>();
  for (const p of people) {
    const seen = byAddress.get(p.address);
    byAddress.set(p.address, seen ? { ...p, language: seen.language ?? p.language } : p);
  }
  const unique = [...byAddress.values()];
  const optedOut = new Set<string>();
  if (unique.length) {
    const addresses = unique.map((p) => p.address);
    for (let i = 0; i < addresses.length; i += 1000) {
      const rows = await ctx.db
        .select({ address: commOptOuts.address })
        .from(commOptOuts)
        .where(
          and(
            eq(commOptOuts.franchiseeId, a.franchiseeId),
            eq(commOptOuts.channel, channel),
            inArray(commOptOuts.address, addresses.slice(i, i + 1000)),
          ),
        );
      for (const r of rows) optedOut.add(r.address);
    }
  }
  return unique.map((p) => ({
    ...p,
    language: p.language ?? DEFAULT_LANGUAGE,
    optedOut: optedOut.has(p.address),
  }));
}
