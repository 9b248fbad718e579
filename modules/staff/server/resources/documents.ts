import {
  assertAttachable,
  defineResource,
  fieldError,
  type RequestContext,
  type Values,
  ownerAudience,
} from '@portal/kit';
import { fencedStaff } from '../acting-staff.service.ts';
import { ownedByStaff } from '../owner.ts';
import { staffDocuments } from '../schema.ts';
import { staffDocumentShape } from '../../shared/resources.ts';

/** The file must be the caller's own upload or one they may read already (not a colleague's scan). */
async function checkFile(ctx: RequestContext, fileId: unknown): Promise<void> {
  await assertAttachable(ctx, fileId, 'fileId', 'Upload the document again');
}

/** A child row belongs to the centre of its staff member. */
async function sameCentre(ctx: RequestContext, values: Values, staffId: number): Promise<void> {
  const member = await fencedStaff(ctx, staffId);
  if (member.franchiseeId !== values.franchiseeId)
    throw fieldError('staffId', 'The staff member works at another centre');
}

export const staffDocumentResource = defineResource({
  ...staffDocumentShape,
  personalData: {
    whose: ['staff member'],
    categories: ['identity document'],
    audience: ownerAudience(ownedByStaff),
    retention: 'employment, then 8 years (head office sets it)',
    purposes: ["Keeping the staff member's papers"],
    // The papers and their files go when the record is erased.
    erase: 'rows',
  },
  scope: 'franchisee',
  table: staffDocuments,
  titleField: 'documentType',
  list: {
    columns: ['staffId', 'documentType', 'documentNumber', 'expiryDate', 'franchiseeId'],
    search: ['documentNumber', 'documentType'],
    filters: ['franchiseeId', 'staffId', 'documentType', 'expiryDate'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  remove: 'delete',
  owner: ownedByStaff,
  hooks: {
    async beforeCreate(ctx, values) {
      await sameCentre(ctx, values, values.staffId);
      await checkFile(ctx, values.fileId);
      return values;
    },
    async beforeUpdate(ctx, values, existing) {
      if (values.staffId !== undefined)
        await sameCentre(ctx, { franchiseeId: values.franchiseeId ?? existing.franchiseeId }, values.staffId);
      await checkFile(ctx, values.fileId);
      return values;
    },
  },
});
