import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@portal/db';
import { allResources, files, subjectCondition } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { eq } from 'drizzle-orm';
import { declarations, grievanceOfficerOf, processorsOf } from './notice.service.ts';
import type { Subject } from './subjects.ts';

/**
 * The rights export, generated from the declarations: every registered resource holding personal data whose
 * subject columns name the child (its student record, admissions, enquiry), with its rows as the API names them
 * (secret fields left out) and the files they attach; the requesting parent's account; the processors that
 * receive such data and the grievance officer.
 */
export async function rightsExport(db: Executor, subject: Subject, accountId: number | null) {
  const declared = new Map(declarations().map((d) => [d.resource, d]));
  const resources = [];
  for (const res of allResources()) {
    const d = declared.get(res.name);
    const where = d && subjectCondition(res, subject.ids);
    if (!d || !where) continue;
    const rows = await db
      .select()
      .from(res.table as PgTable)
      .where(where)
      .orderBy(res.columns.id);
    if (!rows.length) continue;
    const shown = ['id', ...Object.keys(res.fields)].filter((f) => res.columns[f] && !res.secretFields.includes(f));
    const fileFields = shown.filter((f) => res.fields[f]?.kind === 'file');
    const fileIds = rows.flatMap((r) =>
      fileFields.map((f) => r[f]).filter((v): v is string => typeof v === 'string' && !!v),
    );
    const attached = fileIds.length
      ? await db
          .select({ id: files.id, name: files.originalName, contentType: files.contentType, size: files.size })
          .from(files)
          .where(inArray(files.id, fileIds))
      : [];
    resources.push({
      ...d,
      module: res.module,
      rows: rows.map((r) => Object.fromEntries(shown.map((f) => [f, r[f]]))),
      files: attached,
    });
  }
  return {
    generatedAt: new Date(),
    subject: {
      childName: subject.childName,
      admissionNumber: subject.admissionNumber,
      enquiryCode: subject.enquiryCode,
    },
    account: accountId ? await accountOf(db, accountId) : null,
    resources,
    processors: await processorsOf(db),
    grievanceOfficer: await grievanceOfficerOf(db),
  };
}

async function accountOf(db: Executor, id: number) {
  const [u] = await db
    .select({
      first: adminUsers.firstName,
      last: adminUsers.lastName,
      email: adminUsers.email,
      mobile: adminUsers.mobile,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return u ? { name: `${u.first} ${u.last}`.trim(), email: u.email, mobile: u.mobile } : null;
}
