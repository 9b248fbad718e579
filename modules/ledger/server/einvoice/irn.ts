import { createHash } from 'node:crypto';

/** IRP document types. */
export const DOC_TYPES = ['INV', 'CRN', 'DBN'] as const;
export type DocType = (typeof DOC_TYPES)[number];

/**
 * Document number rules of the IRP: at most 16 characters of letters, digits, '/'
 * and '-', and not starting with '0', '/' or '-'. null when valid.
 */
export function documentNumberProblem(no: string): string | null {
  if (no.length === 0) return 'Document number is required';
  if (no.length > 16) return 'Document number must be at most 16 characters';
  if (!/^[A-Za-z0-9/-]+$/.test(no)) return 'Document number may use only letters, digits, / and -';
  if (/^[0/-]/.test(no)) return 'Document number cannot start with 0, / or -';
  return null;
}

/**
 * The Invoice Reference Number: SHA-256 (hex) of supplier GSTIN + financial year
 * ('2019-20') + document type + document number, exactly as the IRP computes it.
 */
export function computeIrn(supplierGstin: string, financialYear: string, docType: DocType, docNo: string): string {
  return createHash('sha256').update(`${supplierGstin}${financialYear}${docType}${docNo}`).digest('hex');
}
