/** Answers of the fees and payments API, as the screens read them. */
export interface Page<T> {
  rows: T[];
  count: number;
  page: number;
  pageSize: number;
}

export interface Installment {
  id: number;
  seq?: number;
  label: string;
  dueDate: string;
  amountPaise: number;
  concessionPaise: number;
  paidPaise: number;
  outstandingPaise: number;
  status: 'PAID' | 'PARTLY PAID' | 'DUE';
  royaltyPaise?: number;
}

export interface PublicPlan {
  referenceId: string;
  centre: string;
  studentName: string;
  planName: string;
  totalPaise: number;
  concessionPaise: number;
  paidPaise: number;
  outstandingPaise: number;
  installments: Installment[];
  receipts: { receiptNo: string | null; receiptToken: string; amountPaise: number; confirmedAt: string | null }[];
}

export interface PlanAccount extends PublicPlan {
  id: number;
  franchiseeId: number;
  studentAdmissionId: number;
  classCategory: string;
  payments: {
    id: number;
    amountPaise: number;
    mode: string;
    status: string;
    receiptNo: string | null;
    receiptToken: string;
    confirmedAt: string | null;
    createdAt: string;
  }[];
}

export interface PaymentRow {
  id: number;
  franchiseeId: number;
  companyName: string;
  referenceType: string;
  referenceId: string;
  payerName: string | null;
  amountPaise: number;
  mode: string;
  status: string;
  receiptNo: string | null;
  instrumentNo: string | null;
  instrumentDate: string | null;
  bankName: string | null;
  failureReason: string | null;
  studentAdmissionId: number | null;
  createdAt: string;
  confirmedAt: string | null;
}

export interface ConcessionRow {
  id: number;
  franchiseeId: number;
  studentFeePlanId: number;
  studentName: string;
  studentAdmissionId: number;
  concessionType: string;
  reason: string;
  amountPaise: number;
  status: string;
  remarks: string | null;
  createdAt: string;
}

export interface StudentPlanRow {
  id: number;
  franchiseeId: number;
  studentAdmissionId: number;
  studentName: string;
  planName: string;
  totalPaise: number;
  concessionPaise: number;
  referenceId: string;
  status: string;
}

export interface OrderAnswer {
  paymentId: number;
  orderId: string;
  amount: number;
  currency: 'INR';
  receipt: string;
  keyId: string;
  testMode: boolean;
  theme: { color: string };
  description: string;
  name: string | null;
}

export interface VerifyAnswer {
  status: string;
  receiptNo: string | null;
  receiptToken: string;
  alreadyConfirmed: boolean;
  /** A form fee: what it has received so far and whether this payment settled it. */
  fee?: { receivedPaise: number; settled: boolean; formCompleted: boolean } | null;
}

export interface Dashboard {
  months: string[];
  collections: { franchiseeId: number; companyName: string; month: string; duePaise: number; collectedPaise: number }[];
  overdue: {
    count: number;
    amountPaise: number;
    rows: {
      id: number;
      franchiseeId: number;
      studentAdmissionId: number;
      studentName: string;
      label: string;
      dueDate: string;
      outstandingPaise: number;
    }[];
  };
  pendingApprovals: { plans: number; payments: number; concessions: number };
  royaltyReceivablePaise: number;
}
