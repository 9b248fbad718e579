// Who rides with the children: escort vendors, their documents, and drivers and attendants.
import { defineResource, fieldError, type RequestContext, type Values } from '@portal/kit';
import { enumLabel, formatDate } from '@portal/core';
import { escortVendorDocuments, escortVendors, vehicleStaff } from '../schema.ts';
import { logForVendor } from '../vendor-log.service.ts';
import { checkDocument, referenced } from './common.service.ts';
import { vehicleResource } from './vehicles.ts';
import { CENTRE_HEADS } from '@portal/mod-users/server';
import {
  escortVendorDocumentShape,
  escortVendorFields,
  escortVendorShape,
  vehicleStaffShape,
} from '../../shared/resources.ts';

/** The labels of the fields an update names, for the vendor's log. */
function changedLabels(fields: Record<string, { label: string }>, input: Values): string {
  const names = Object.keys(input).filter((k) => k !== 'franchiseeId' && fields[k]);
  return names.length ? names.map((k) => fields[k].label.toLowerCase()).join(', ') : 'nothing';
}

export const escortVendorResource = defineResource({
  ...escortVendorShape,
  personalData: {
    whose: ['staff member'],
    categories: ['contact'],
    audience: { everyRow: CENTRE_HEADS },
    retention: 'contract, then 3 years',
    purposes: ['Reaching the escort vendors'],
  },
  scope: 'franchisee',
  table: escortVendors,
  titleField: 'name',
  list: {
    columns: ['name', 'franchiseeId', 'contactPerson', 'mobile', 'status'],
    search: ['name', 'contactPerson'],
    filters: ['franchiseeId', 'status'],
  },
  statusField: 'status',
  commands: {
    verify: { label: 'Verify', from: ['PENDING', 'REJECTED'], to: 'VERIFIED', color: 'green' },
    reject: { label: 'Reject', from: ['PENDING', 'VERIFIED'], to: 'REJECTED', color: 'red' },
  },
  hooks: {
    beforeCreate: (_ctx, values) => ({ ...values, status: 'PENDING' }),
    afterCreate: (ctx, row) =>
      logForVendor(ctx, {
        vendorId: row.id,
        franchiseeId: row.franchiseeId,
        logType: 'VENDOR',
        dataId: row.id,
        action: 'CREATED',
        summary: `${row.name} added, waiting for verification`,
      }),
    afterUpdate: (ctx, row, input) =>
      logForVendor(ctx, {
        vendorId: row.id,
        franchiseeId: row.franchiseeId,
        logType: 'VENDOR',
        dataId: row.id,
        action: 'CHANGED',
        summary: `Details changed: ${changedLabels(escortVendorFields, input)}`,
      }),
    async onCommand(ctx, command, existing) {
      await logForVendor(ctx, {
        vendorId: existing.id,
        franchiseeId: existing.franchiseeId,
        logType: 'VENDOR',
        dataId: existing.id,
        action: command === 'verify' ? 'VERIFIED' : 'REJECTED',
        summary: command === 'verify' ? `${existing.name} verified` : `${existing.name} rejected`,
      });
      return {};
    },
  },
});

export const escortVendorDocumentResource = defineResource({
  ...escortVendorDocumentShape,
  scope: 'franchisee',
  table: escortVendorDocuments,
  titleField: 'docType',
  list: {
    columns: ['vendorId', 'docType', 'documentNumber', 'expiryDate', 'fileId'],
    filters: ['franchiseeId', 'vendorId'],
  },
  remove: 'delete',
  hooks: {
    async beforeCreate(ctx, values) {
      const vendor = await referenced(ctx, escortVendorResource, values.vendorId, 'vendorId');
      await checkDocument(ctx, values, 'fileId');
      return { ...values, franchiseeId: vendor.franchiseeId };
    },
    async beforeUpdate(ctx, values, existing) {
      if (values.vendorId !== undefined && values.vendorId !== existing.vendorId)
        throw fieldError('vendorId', 'A document stays with its vendor');
      await checkDocument(ctx, values, 'fileId');
      return values;
    },
    afterCreate: (ctx, row) =>
      logForVendor(ctx, {
        vendorId: row.vendorId,
        franchiseeId: row.franchiseeId,
        logType: 'DOCUMENT',
        dataId: row.id,
        action: 'ADDED',
        summary:
          `${row.docType}${row.documentNumber ? ` ${row.documentNumber}` : ''} added` +
          (row.expiryDate ? `, valid until ${formatDate(row.expiryDate)}` : ''),
      }),
    afterUpdate: (ctx, row) =>
      logForVendor(ctx, {
        vendorId: row.vendorId,
        franchiseeId: row.franchiseeId,
        logType: 'DOCUMENT',
        dataId: row.id,
        action: 'CHANGED',
        summary: `${row.docType} changed${row.expiryDate ? `, valid until ${formatDate(row.expiryDate)}` : ''}`,
      }),
  },
});

/** A driver needs a licence number and its expiry; the vehicle and vendor must be of the same centre. */
async function checkStaff(ctx: RequestContext, merged: Values): Promise<number | undefined> {
  if (merged.staffRole === 'DRIVER') {
    if (!merged.licenceNumber) throw fieldError('licenceNumber', 'A driver needs a driving licence number');
    if (!merged.licenceExpiry) throw fieldError('licenceExpiry', "Give the driving licence's expiry date");
  }
  let centre: number | undefined;
  if (merged.vehicleId) centre = (await referenced(ctx, vehicleResource, merged.vehicleId, 'vehicleId')).franchiseeId;
  if (merged.vendorId) {
    const vendor = await referenced(ctx, escortVendorResource, merged.vendorId, 'vendorId');
    if (centre !== undefined && vendor.franchiseeId !== centre)
      throw fieldError('vendorId', "The vendor is not one of the vehicle's centre");
    centre ??= vendor.franchiseeId;
  }
  return centre;
}

export const vehicleStaffResource = defineResource({
  ...vehicleStaffShape,
  personalData: {
    person: true,
    whose: ['staff member'],
    categories: ['contact', 'identity document'],
    audience: { everyRow: CENTRE_HEADS },
    retention: 'employment, then 3 years',
    purposes: ['Checking that drivers and escorts are licensed and verified'],
  },
  labelPlural: 'Vehicle staff',
  scope: 'franchisee',
  table: vehicleStaff,
  titleField: 'name',
  list: {
    columns: ['name', 'staffRole', 'mobile', 'vehicleId', 'licenceExpiry', 'franchiseeId', 'isActive'],
    search: ['name', 'mobile', 'licenceNumber'],
    filters: ['franchiseeId', 'staffRole', 'vehicleId', 'isActive'],
  },
  example: { staffRole: 'ESCORT' },
  remove: 'archive',
  hooks: {
    async beforeCreate(ctx, values) {
      await checkDocument(ctx, values, 'documentFileId');
      const centre = await checkStaff(ctx, values);
      return centre === undefined ? values : { ...values, franchiseeId: centre };
    },
    async beforeUpdate(ctx, values, existing) {
      await checkDocument(ctx, values, 'documentFileId');
      const centre = await checkStaff(ctx, { ...existing, ...values });
      if (centre !== undefined && centre !== existing.franchiseeId)
        throw fieldError('vehicleId', 'Staff stay with their centre');
      return values;
    },
    afterCreate: (ctx, row) => logStaff(ctx, row, 'ADDED'),
    afterUpdate: (ctx, row) => logStaff(ctx, row, row.isActive ? 'CHANGED' : 'LEFT'),
  },
});

/** An escort or driver from a vendor: the vendor's log hears of them joining, changing and leaving. */
async function logStaff(ctx: RequestContext, row: typeof vehicleStaff.$inferSelect, action: string) {
  if (!row.vendorId) return;
  const role = enumLabel(row.staffRole).toLowerCase();
  await logForVendor(ctx, {
    vendorId: row.vendorId,
    franchiseeId: row.franchiseeId,
    logType: 'ESCORT',
    dataId: row.id,
    action,
    summary:
      action === 'ADDED'
        ? `${row.name} joined as ${role}`
        : action === 'LEFT'
          ? `${row.name} no longer rides`
          : `${row.name} (${role}) details changed`,
  });
}
