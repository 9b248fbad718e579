/** Answers of the enquiry API, as the screens read them. */
export interface EnquiryRow {
  id: number;
  enquiryCode: string;
  franchiseeId: number;
  franchiseeName: string;
  source: string;
  parentName: string;
  mobile: string;
  childName: string;
  className: string | null;
  stage: string;
  spancoStatus: string;
  spancoSubStatus: string;
  assignedTo: number | null;
  assignedToName: string | null;
  nextFollowUpDate: string | null;
  createdAt: string;
}

export interface Page<T> {
  rows: T[];
  count: number;
  page: number;
  pageSize: number;
}

export interface EnquiryCount {
  totalLeadCount: number;
  yetToCallCount: number;
  followUpLeadCount: number;
  todaysFollowUpCount: number;
}

export interface FormInfo {
  id: number;
  formType: 'APPLICATION' | 'REGISTRATION' | 'ADMISSION';
  refId: string;
  status: string;
  data: Record<string, unknown>;
  feePaise: number;
  submittedAt: string | null;
  completedAt: string | null;
  paymentRequestId: number | null;
  paymentStatus: string | null;
  /** What has come in on the fee so far; it stays due until this covers feePaise. */
  paymentReceivedPaise: number | null;
  paymentReference: string | null;
  paymentMode: string | null;
}

export interface Workflow {
  enquiry: Record<string, unknown> & {
    id: number;
    enquiryCode: string;
    stage: string;
    spancoStatus: string;
    spancoSubStatus: string;
    childName: string;
    parentName: string;
    mobile: string;
  };
  forms: FormInfo[];
  stageEvents: {
    id: number;
    fromStage: string | null;
    toStage: string;
    spancoStatus: string;
    spancoSubStatus: string;
    reason: string | null;
    at: string;
  }[];
  followUps: {
    id: number;
    followUpDate: string;
    followUpType: string;
    category: string;
    status: string;
    remarks: string | null;
    outcome: string | null;
  }[];
  student: { studentId: number; admissionId: number } | null;
}
