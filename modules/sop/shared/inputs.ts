import { z } from 'zod';
import { SECTION_MAX_CHARS, SOP_ROLES } from './constants.ts';

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(200, { error: 'Keep the title under 200 characters' });

/** The HTML of a section; the server sanitises it before storing. */
const body = z
  .string({ error: 'Write the section' })
  .max(SECTION_MAX_CHARS, { error: `Keep the section under ${SECTION_MAX_CHARS.toLocaleString('en-IN')} characters` });

export const newSectionInput = z.strictObject({ title, body });

/** A section saved from the version the editor opened (`baseVersion`); a newer one on the server is a 409. */
export const sectionEditInput = z.strictObject({
  title,
  body,
  baseVersion: z.number({ error: 'Reload the section before saving' }).int().min(1),
});

/** sop/add-roles: the roles that read a folder, or a document (empty: the folder's roles). */
export const sopRolesInput = z
  .strictObject({
    folderId: z.number().int().positive().optional(),
    documentId: z.number().int().positive().optional(),
    roles: z
      .array(z.enum(SOP_ROLES, { error: 'Choose roles from the list' }), { error: 'Choose roles from the list' })
      .max(SOP_ROLES.length),
  })
  .refine((v) => (v.folderId === undefined) !== (v.documentId === undefined), {
    error: 'Choose a folder or a document',
    path: ['folderId'],
  });

/** "Read and understood" of the version the reader saw. */
export const acknowledgeInput = z.strictObject({
  version: z.number({ error: 'Reload the document before confirming' }).int().min(1),
});
