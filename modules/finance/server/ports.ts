import type { RequestContext } from '@portal/kit';

/** What the fees module needs to know about a student admission (owned by the students module). */
export interface AdmissionInfo {
  id: number;
  franchiseeId: number;
  academicYearId: number;
  studentName: string;
  className: string | null;
  classCategory: string | null;
  parentMobile: string | null;
}

/** A payment request raised elsewhere (an application or admission form fee). */
export interface ExternalPaymentRequest {
  franchiseeId: number;
  referenceType: string;
  amountPaise: number;
  status: string;
  description: string;
  payerName: string | null;
}

/**
 * The narrow interface to the admissions side. The server wires the real
 * implementations (student admissions, enquiry payment requests) in modules.ts;
 * the fees module never imports those modules itself.
 */
export interface FinancePorts {
  /** The admission if it exists and lies inside the user's fence, else null. */
  findAdmission(ctx: RequestContext, studentAdmissionId: number): Promise<AdmissionInfo | null>;
  /** Students whose admissions the user may see, for choosers and ledgers' names. */
  admissionNames?(ctx: RequestContext, ids: number[]): Promise<Map<number, string>>;
  /** A payment request by its reference (unfenced: the reference is the secret link). */
  findPaymentRequest?(ctx: RequestContext, referenceId: string): Promise<ExternalPaymentRequest | null>;
  /** Called in the payment's transaction once its money is confirmed. */
  onPaymentConfirmed?(ctx: RequestContext, referenceId: string, opts: { mode: 'ONLINE' | 'OFFLINE' }): Promise<unknown>;
}

let current: FinancePorts | null = null;

export function setFinancePorts(ports: FinancePorts): void {
  current = ports;
}

export function ports(): FinancePorts {
  if (!current) throw new Error('The fees module was registered without its admissions ports');
  return current;
}
