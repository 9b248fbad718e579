import { calendarDay, timestamp, pageOf } from '@portal/core';
import { z } from 'zod';
import { FORM_TYPES } from '../fields.ts';

export const text = z.string();
export const maybe = z.string().nullable();
export const maybeId = z.number().nullable();
/** An enquiry as the lists show it (the Spanco list, allocation, follow-ups): raw SQL text for times. */
export const enquiryRow = z.object({
  id: z.number(),
  enquiryCode: text,
  franchiseeId: z.number(),
  franchiseeName: text,
  academicYearId: z.number(),
  enquiryType: text,
  serviceType: maybe,
  source: text,
  parentName: text,
  mobile: text,
  email: maybe,
  childName: text,
  childDob: maybe,
  classId: maybeId,
  className: maybe,
  classCategory: maybe,
  pincode: maybe,
  stage: text,
  spancoStatus: text,
  spancoSubStatus: text,
  assignedTo: maybeId,
  assignedToName: maybe,
  nextFollowUpDate: maybe,
  createdAt: text,
});
export const enquiryPage = pageOf(enquiryRow);
export type EnquiryRow = z.output<typeof enquiryRow>;

/** One enquiry with each reference's label, as the Spanco edit shows it. */
export const enquiryRecord = z.object({
  id: z.number(),
  enquiryCode: text,
  franchiseeId: z.number(),
  franchiseeIdLabel: maybe.optional(),
  academicYearId: z.number(),
  academicYearIdLabel: maybe.optional(),
  enquiryType: text,
  serviceType: maybe,
  source: text,
  campaign: maybe,
  parentName: text,
  mobile: text,
  email: maybe,
  childName: text,
  childDob: calendarDay.nullable(),
  gender: maybe,
  classId: maybeId,
  classIdLabel: maybe.optional(),
  pincode: maybe,
  address: maybe,
  remarks: maybe,
  stage: text,
  spancoStatus: text,
  spancoSubStatus: text,
  assignedTo: maybeId,
  assignedToLabel: maybe.optional(),
  nextFollowUpDate: calendarDay.nullable(),
  lastFollowUpAt: timestamp.nullable(),
  routedFromFranchiseeId: maybeId,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export type EnquiryRecord = z.output<typeof enquiryRecord>;

export const formType = z.enum(FORM_TYPES);

/** A form of the workflow with its fee request. */
export const workflowForm = z.object({
  id: z.number(),
  formType,
  refId: text,
  status: text,
  data: z.record(z.string(), z.unknown()),
  feePaise: z.number(),
  submittedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  paymentRequestId: maybeId,
  paymentStatus: maybe,
  /** What has come in on the fee so far: it stays due until this covers feePaise. */
  paymentReceivedPaise: maybeId,
  paymentReference: maybe,
  paymentMode: maybe,
});

export const stageEvent = z.object({
  id: z.number(),
  fromStage: maybe,
  toStage: text,
  spancoStatus: text,
  spancoSubStatus: text,
  reason: maybe,
  userId: maybeId,
  at: timestamp,
});

export const followUpRecord = z.object({
  id: z.number(),
  enquiryId: z.number(),
  followUpDate: calendarDay,
  followUpType: text,
  category: text,
  status: text,
  remarks: maybe,
  outcome: maybe,
  doneAt: timestamp.nullable(),
  createdAt: timestamp,
});

export const workflowAnswer = z.object({
  enquiry: enquiryRecord,
  forms: z.array(workflowForm),
  stageEvents: z.array(stageEvent),
  followUps: z.array(followUpRecord),
  student: z.object({ studentId: z.number(), admissionId: z.number() }).nullable(),
  /** What the centre charges with each form (its fee settings): the fee a form carries unless another is given. */
  centreFees: z.object({ APPLICATION: z.number(), REGISTRATION: z.number(), ADMISSION: z.number() }),
});

export const paymentRequestRecord = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  referenceType: text,
  amountPaise: z.number(),
  receivedPaise: z.number(),
  status: text,
  enquiryId: maybeId,
  formId: maybeId,
  description: text,
  payerName: maybe,
  payerMobile: maybe,
  mode: maybe,
  confirmedAt: timestamp.nullable(),
  createdAt: timestamp,
});

export type PaymentRequestRecord = z.output<typeof paymentRequestRecord>;
