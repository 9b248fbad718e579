import { referenceTo, resourceShape } from '@portal/core';
import { CCTV_DOC_TYPE_LABELS, CCTV_DOC_TYPES, SOP_MODULES } from './constants.ts';
import { franchiseeField } from '@portal/mod-org/shared/resources';

export const activeField = { kind: 'boolean', label: 'Active', default: true } as const;

/** Folders of the SOP library (manage-sops); who reads each is set on sop/add-roles. */
export const sopFolderShape = resourceShape({
  name: 'sop-folders',
  label: 'SOP folder',
  module: SOP_MODULES.MANAGE,
  fields: {
    name: { kind: 'text', label: 'Folder', required: true, max: 120 },
    description: { kind: 'text', label: 'Description', max: 500 },
    isActive: activeField,
  },
});

/** Documents of a folder; their sections are written on edit-section/{id}, each save a new version. */
export const sopDocumentShape = resourceShape({
  name: 'sop-documents',
  label: 'SOP document',
  module: SOP_MODULES.MANAGE,
  fields: {
    folderId: {
      kind: 'reference',
      label: 'Folder',
      required: true,
      ref: referenceTo(() => sopFolderShape, 'name'),
    },
    title: { kind: 'text', label: 'Title', required: true, max: 200 },
    summary: { kind: 'text', label: 'Summary', max: 500 },
    version: { kind: 'number', label: 'Version', readOnly: true },
    isActive: activeField,
  },
});

/** cctvDocUpload: a centre's CCTV papers with their validity; reminders go out before they expire. */
export const cctvDocumentShape = resourceShape({
  name: 'cctv-documents',
  label: 'CCTV document',
  module: SOP_MODULES.CCTV,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre' }),
    docType: {
      kind: 'enum',
      label: 'Document',
      required: true,
      options: CCTV_DOC_TYPES.map((value) => ({ value, label: CCTV_DOC_TYPE_LABELS[value] })),
    },
    title: { kind: 'text', label: 'Title', required: true, max: 200 },
    fileId: { kind: 'file', label: 'File (PDF or photo, up to 5 MB)', required: true },
    validFrom: { kind: 'date', label: 'Valid from', required: true },
    validTo: { kind: 'date', label: 'Valid until', required: true },
    remarks: { kind: 'text', label: 'Remarks', max: 500 },
    isActive: activeField,
  },
});
