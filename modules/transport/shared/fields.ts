// The fields the transport records share: their centre, their vehicle, a document, an amount.
import { franchiseeField } from '@portal/core';

export const centreField = franchiseeField({ label: 'Centre' });
export const vehicleField = {
  kind: 'reference',
  label: 'Vehicle',
  required: true,
  ref: { resource: 'vehicle-details', labelField: 'registrationNumber' },
} as const;
export const documentField = { kind: 'file', label: 'Document' } as const;
export const money = (label: string, required = true) => ({ kind: 'money', label, required, min: 0 }) as const;
