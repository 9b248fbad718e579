import {
  actingUser,
  assertAttachable,
  defineResource,
  fieldError,
  headOfficeWrites,
  type RequestContext,
  type Values,
} from '@portal/kit';
import { CCTV_FILE_TYPES, CCTV_MAX_BYTES } from '../shared/constants.ts';
import { cctvDocuments, sopDocuments, sopFolders } from './schema.ts';
import { cctvDocumentShape, sopDocumentShape, sopFolderShape } from '../shared/resources.ts';

const headOffice = headOfficeWrites('Only head office writes the SOP library');
/** Folders of the SOP library (manage-sops); who reads each is set on sop/add-roles. */
export const sopFolderResource = defineResource({
  ...sopFolderShape,
  scope: 'global',
  table: sopFolders,
  titleField: 'name',
  list: { columns: ['name', 'description', 'isActive'], search: ['name', 'description'], filters: ['isActive'] },
  remove: 'archive',
  writeRule: headOffice,
});

/** Documents of a folder; their sections are written on edit-section/{id}, each save a new version. */
export const sopDocumentResource = defineResource({
  ...sopDocumentShape,
  scope: 'global',
  table: sopDocuments,
  titleField: 'title',
  list: {
    columns: ['title', 'folderId', 'version', 'isActive'],
    search: ['title', 'summary'],
    filters: ['folderId', 'isActive'],
    defaultSort: { field: 'title', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOffice,
});

/** The attached file must be a PDF or a photo of at most 5 MB (the upload itself streams through /api/files). */
async function checkCctv(ctx: RequestContext, values: Values, existing?: Values): Promise<Values> {
  if (values.fileId !== undefined && values.fileId !== existing?.fileId) {
    const file = await assertAttachable(ctx, values.fileId, 'fileId', 'Upload the document again');
    if (file && !CCTV_FILE_TYPES.includes(file.contentType))
      throw fieldError('fileId', 'A CCTV document must be a PDF or a photo (PNG, JPEG, WebP)');
    if (file && file.size > CCTV_MAX_BYTES) throw fieldError('fileId', 'A CCTV document may be at most 5 MB');
  }
  const from = values.validFrom ?? existing?.validFrom;
  const to = values.validTo ?? existing?.validTo;
  if (from && to && to < from) throw fieldError('validTo', 'Valid until must be on or after valid from');
  // A renewed validity is reminded of again.
  return values.validTo !== undefined && values.validTo !== existing?.validTo
    ? { ...values, remindedOn: null }
    : values;
}

/** cctvDocUpload: a centre's CCTV papers with their validity; reminders go out before they expire. */
export const cctvDocumentResource = defineResource({
  ...cctvDocumentShape,
  scope: 'franchisee',
  table: cctvDocuments,
  titleField: 'title',
  list: {
    columns: ['franchiseeId', 'docType', 'title', 'validFrom', 'validTo', 'fileId', 'isActive'],
    search: ['title', 'remarks'],
    filters: ['franchiseeId', 'docType', 'isActive'],
    defaultSort: { field: 'validTo', dir: 'asc' },
  },
  example: { docType: 'AMC_CONTRACT', title: 'CCTV maintenance 2026', validFrom: '2026-04-01', validTo: '2027-03-31' },
  remove: 'archive',
  hooks: {
    beforeCreate: async (ctx, values) => ({ ...(await checkCctv(ctx, values)), uploadedBy: actingUser(ctx).id }),
    beforeUpdate: (ctx, values, existing) => checkCctv(ctx, values, existing),
  },
});
