/** Demo SOP library: a folder for centre staff with one document of two sections, and CCTV papers of centre 002. */
import { eq } from 'drizzle-orm';
import { addDays } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { scheduleCctvReminders } from './cctv.service.ts';
import { cctvDocuments, sopDocuments, sopFolders, sopSections, sopSectionVersions } from './schema.ts';

const SECTIONS = [
  {
    title: 'Opening the centre',
    body:
      '<p>Arrive 30 minutes before the first class. Unlock the gate, switch on the CCTV monitor and check ' +
      'that every camera records.</p><ul><li>Sanitise the classrooms.</li><li>Sign the opening register.</li></ul>',
  },
  {
    title: 'Closing the centre',
    body:
      '<p>Hand every child to an authorised adult only. Walk every room, switch off the appliances and lock ' +
      'the gate.</p>',
  },
];

export async function seedSop(db: Executor, { today }: SeedContext): Promise<void> {
  const todayIso = today.toISOString().slice(0, 10);
  const [author] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'trainer@demo.school'));
  const [operations] = await db
    .insert(sopFolders)
    .values({
      name: 'Centre operations',
      description: 'How a centre opens, runs and closes each day',
      roles: ['FRANCHISEE_USER_1', 'COCO_USER_1', 'Councellor', 'TEACHER'],
    })
    .returning({ id: sopFolders.id });
  await db.insert(sopFolders).values({ name: 'Head office', description: 'Procedures of head office teams' });
  const [doc] = await db
    .insert(sopDocuments)
    .values({
      folderId: operations.id,
      title: 'Opening and closing the centre',
      summary: 'The daily routine',
      version: SECTIONS.length,
    })
    .returning({ id: sopDocuments.id });
  for (const [i, s] of SECTIONS.entries()) {
    const [section] = await db
      .insert(sopSections)
      .values({ documentId: doc.id, position: i + 1, ...s, version: 1, updatedBy: author?.id })
      .returning({ id: sopSections.id });
    await db.insert(sopSectionVersions).values({
      sectionId: section.id,
      documentId: doc.id,
      version: 1,
      documentVersion: i + 1,
      ...s,
      editedBy: author?.id,
    });
  }

  const [centre] = await db.select({ id: franchisees.id }).from(franchisees).where(eq(franchisees.code, 'BLR-001'));
  if (centre) {
    await db.insert(cctvDocuments).values([
      {
        franchiseeId: centre.id,
        docType: 'AMC_CONTRACT',
        title: 'CCTV maintenance contract',
        validFrom: addDays(todayIso, -355),
        validTo: addDays(todayIso, 10),
      },
      {
        franchiseeId: centre.id,
        docType: 'INSTALLATION_CERTIFICATE',
        title: 'Camera installation certificate',
        validFrom: addDays(todayIso, -200),
        validTo: addDays(todayIso, 900),
      },
    ]);
  }
  await scheduleCctvReminders(db);
}
