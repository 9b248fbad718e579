// The fields the transport records share: their centre, a document, an amount (their vehicle is beside its shape).
import { franchiseeField } from '@portal/mod-org/shared/resources';

export const centreField = franchiseeField({ label: 'Centre' });
export const documentField = { kind: 'file', label: 'Document' } as const;
export const money = (label: string, required = true) => ({ kind: 'money', label, required, min: 0 }) as const;
