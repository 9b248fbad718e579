/** Words the screens and exports show for the ledger's codes: accounts, royalty models, e-invoice states. */
import type { Account, RoyaltyModel } from './accounts.ts';

export const ACCOUNT_LABELS: Record<Account, string> = {
  STUDENT_RECEIVABLE: 'Student fees receivable',
  FEE_INCOME: 'Fee income',
  CONCESSION_ALLOWED: 'Concessions allowed',
  NODAL_ACCOUNT: 'Nodal account (online collections)',
  CENTRE_BANK: 'Centre bank',
  FRANCHISEE_RECEIVABLE: 'Receivable from centres',
  ROYALTY_INCOME: 'Royalty income',
  GST_OUTPUT: 'GST payable',
  KIT_SALES: 'Kit sales',
  OTHER_INCOME: 'Other income',
  HEAD_OFFICE_BANK: 'Head office bank',
};

export const ROYALTY_MODEL_LABELS: Record<RoyaltyModel, string> = {
  PERCENT: 'Percentage of collected tuition',
  PER_STUDENT: 'Amount per paying student',
  SLAB: 'Slabs of monthly collection',
};

export const EINVOICE_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  GENERATED: 'IRN generated',
  SUBMITTED: 'Submitted to IRP',
  FAILED: 'Failed',
  NOT_APPLICABLE: 'Not applicable',
};

/** The label of a code, or the code itself when it has none. */
export const labelOf = (labels: Record<string, string>, code: string | null | undefined): string =>
  code ? (labels[code] ?? code) : '';

/** Hundredths of a percent as a person reads them: 1250 ⇒ '12.5%'. */
export const percentText = (hundredths: number): string => `${Number((hundredths / 100).toFixed(2))}%`;
