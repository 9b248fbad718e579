/**
 * The chart of accounts. Every journal line names one of these and the centre it
 * concerns (franchiseeId); student receivable lines also name the student.
 *
 * Student ledger (the centre's books):
 *   fees billed            Dr STUDENT_RECEIVABLE   Cr FEE_INCOME
 *   concession approved    Dr CONCESSION_ALLOWED   Cr STUDENT_RECEIVABLE
 *   online payment         Dr NODAL_ACCOUNT        Cr STUDENT_RECEIVABLE  (or Cr FEE_INCOME for receipt fees)
 *   offline payment        Dr CENTRE_BANK          Cr STUDENT_RECEIVABLE
 *   refund                 Dr STUDENT_RECEIVABLE   Cr NODAL_ACCOUNT / CENTRE_BANK
 *   settlement transfer    Dr CENTRE_BANK          Cr NODAL_ACCOUNT
 * Franchisee ledger (what the centre owes head office):
 *   royalty invoice        Dr FRANCHISEE_RECEIVABLE  Cr ROYALTY_INCOME, GST_OUTPUT
 *   kit order              Dr FRANCHISEE_RECEIVABLE  Cr KIT_SALES
 *   debit note             Dr FRANCHISEE_RECEIVABLE  Cr OTHER_INCOME
 *   credit note            Dr OTHER_INCOME           Cr FRANCHISEE_RECEIVABLE
 *   centre pays head office Dr HEAD_OFFICE_BANK      Cr FRANCHISEE_RECEIVABLE
 */
export const ACCOUNTS = {
  STUDENT_RECEIVABLE: 'STUDENT_RECEIVABLE',
  FEE_INCOME: 'FEE_INCOME',
  CONCESSION_ALLOWED: 'CONCESSION_ALLOWED',
  NODAL_ACCOUNT: 'NODAL_ACCOUNT',
  CENTRE_BANK: 'CENTRE_BANK',
  FRANCHISEE_RECEIVABLE: 'FRANCHISEE_RECEIVABLE',
  ROYALTY_INCOME: 'ROYALTY_INCOME',
  GST_OUTPUT: 'GST_OUTPUT',
  KIT_SALES: 'KIT_SALES',
  OTHER_INCOME: 'OTHER_INCOME',
  HEAD_OFFICE_BANK: 'HEAD_OFFICE_BANK',
} as const;

export type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];
export const ACCOUNT_NAMES: Account[] = Object.values(ACCOUNTS);

/**
 * Tags on lines: what kind of money moved. A student's money is tagged with its fee head's code;
 * royalty counts the collections of the heads its agreement names (tuition by default).
 */
export const TAGS = {
  TUITION: 'TUITION',
  APPLICATION_FEE: 'APPLICATION_FEE',
  REGISTRATION_FEE: 'REGISTRATION_FEE',
  ADMISSION_FEE: 'ADMISSION_FEE',
  TRANSPORT: 'TRANSPORT',
  KIT: 'KIT',
  ACTIVITY: 'ACTIVITY',
  LATE_PICKUP: 'LATE_PICKUP',
  LATE_FEE: 'LATE_FEE',
  OTHER: 'OTHER',
  ROYALTY: 'ROYALTY',
} as const;

/**
 * Tags of GST output lines that say which tax they are (a sale to a family posts each on its own line), so the
 * books split GST as the return does; a line tagged otherwise (royalty, kit orders) is split by the two states.
 */
export const GST_TAGS = { CGST: 'GST:CGST', SGST: 'GST:SGST', IGST: 'GST:IGST' } as const;

/**
 * The fee heads every installation starts with: what each rupee a centre bills or takes is for.
 * Head office may add more; a head's code is what the ledger's lines carry.
 */
export const BUILT_IN_FEE_HEADS = [
  { code: TAGS.TUITION, name: 'Tuition' },
  { code: TAGS.APPLICATION_FEE, name: 'Application fee' },
  { code: TAGS.REGISTRATION_FEE, name: 'Registration fee' },
  { code: TAGS.ADMISSION_FEE, name: 'Admission fee' },
  { code: TAGS.TRANSPORT, name: 'Transport' },
  { code: TAGS.KIT, name: 'Kit and uniform' },
  { code: TAGS.ACTIVITY, name: 'Activity' },
  { code: TAGS.LATE_PICKUP, name: 'Late pickup' },
  { code: TAGS.LATE_FEE, name: 'Late payment fee' },
  { code: TAGS.OTHER, name: 'Other' },
] as const;

/** The heads a royalty agreement counts unless it names others. */
export const DEFAULT_ROYALTY_HEADS: string[] = [TAGS.TUITION];

export const ROYALTY_MODELS = ['PERCENT', 'PER_STUDENT', 'SLAB'] as const;
export type RoyaltyModel = (typeof ROYALTY_MODELS)[number];

export interface RoyaltySlab {
  /** Upper bound of the slab's monthly collection in paise; null = no bound (last slab). */
  uptoPaise: number | null;
  percentBp: number;
}

export { LEDGER_MODULES } from './modules.ts';
