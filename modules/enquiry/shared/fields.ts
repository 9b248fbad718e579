import { options, type FieldMap, referenceTo } from '@portal/core';
import { classShape } from '@portal/mod-org/shared/resources';

export const ENQUIRY_SOURCES = [
  'Walk-in',
  'Phone Call',
  'Website',
  'QR Code',
  'Parent Form',
  'Google Ads',
  'WhatsApp',
  'Referral',
  'Social Media',
  'Newspaper',
  'Hoarding',
  'Upload',
  'Head Office',
] as const;
export const ENQUIRY_TYPES = ['ADMISSION', 'SERVICE'] as const;
export const SERVICE_TYPES = ['TRANSPORT'] as const;
/** What the family enquires about: the regular pre-school years, or the spec's readiness programme. */
export const ENQUIRY_PROGRAMMES = ['Pre-school', 'Tots Readiness Program'] as const;
const programmeField = {
  kind: 'enum' as const,
  label: 'Programme',
  options: options(...ENQUIRY_PROGRAMMES),
  default: 'Pre-school',
};
export const CHILD_GENDERS = ['MALE', 'FEMALE'] as const;
export const GENDER_LABELS: Record<(typeof CHILD_GENDERS)[number], string> = { MALE: 'Male', FEMALE: 'Female' };
const genderOptions = CHILD_GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

const NAME = "^[A-Za-z][A-Za-z .'-]*$";
const NAME_MESSAGE = 'may use letters, spaces, dots, hyphens and apostrophes';
const name = (label: string, required = true) => ({
  kind: 'text' as const,
  label,
  required,
  max: 120,
  pattern: NAME,
  patternMessage: `${label} ${NAME_MESSAGE}`,
});

/** The parent's enquiry form (public QR and parent link): what a parent can type. */
export const PUBLIC_ENQUIRY_FIELDS: FieldMap = {
  parentName: name('Parent name'),
  mobile: { kind: 'mobile', label: 'Mobile number', required: true },
  email: { kind: 'email', label: 'Email' },
  childName: name('Child name'),
  childDob: { kind: 'date', label: 'Child date of birth', required: true },
  classId: { kind: 'reference', label: 'Class', required: true, ref: referenceTo(() => classShape, 'name') },
  programme: programmeField,
  pincode: { kind: 'pincode', label: 'PIN code', required: true },
  remarks: { kind: 'text', label: 'Message', max: 500 },
};

/** A lead from a webhook or an upload: the child's date of birth and class may be unknown. */
export const LEAD_FIELDS: FieldMap = {
  ...PUBLIC_ENQUIRY_FIELDS,
  childDob: { ...PUBLIC_ENQUIRY_FIELDS.childDob, required: false },
  classId: { ...PUBLIC_ENQUIRY_FIELDS.classId, required: false },
  pincode: { ...PUBLIC_ENQUIRY_FIELDS.pincode, required: false },
};

/** Application form: the family's details. */
export const APPLICATION_FIELDS: FieldMap = {
  childName: name('Child name'),
  childDob: { kind: 'date', label: 'Child date of birth', required: true },
  gender: { kind: 'enum', label: 'Gender', required: true, options: genderOptions },
  fatherName: name('Father name'),
  fatherMobile: { kind: 'mobile', label: 'Father mobile', required: true },
  fatherOccupation: { kind: 'text', label: 'Father occupation', max: 120 },
  motherName: name('Mother name'),
  motherMobile: { kind: 'mobile', label: 'Mother mobile' },
  motherOccupation: { kind: 'text', label: 'Mother occupation', max: 120 },
  email: { kind: 'email', label: 'Email', required: true },
  address: { kind: 'text', label: 'Address', required: true, max: 300 },
  pincode: { kind: 'pincode', label: 'PIN code', required: true },
  previousSchool: { kind: 'text', label: 'Previous school', max: 200 },
};

/** Registration form: health and safety details that hold the seat. */
export const REGISTRATION_FIELDS: FieldMap = {
  bloodGroup: { kind: 'enum', label: 'Blood group', options: options(...BLOOD_GROUPS) },
  allergies: { kind: 'text', label: 'Allergies or medical conditions', max: 500 },
  emergencyContactName: name('Emergency contact name'),
  emergencyContactMobile: { kind: 'mobile', label: 'Emergency contact mobile', required: true },
  authorisedPickup: { kind: 'text', label: 'People allowed to pick up the child', required: true, max: 300 },
  preferredStartDate: { kind: 'date', label: 'Preferred start date', required: true },
};

/** Admission form: everything the student record needs. */
export const ADMISSION_FIELDS: FieldMap = {
  firstName: name('First name'),
  lastName: name('Last name', false),
  dateOfBirth: { kind: 'date', label: 'Date of birth', required: true },
  gender: { kind: 'enum', label: 'Gender', required: true, options: genderOptions },
  fatherName: name('Father name'),
  motherName: name('Mother name'),
  parentMobile: { kind: 'mobile', label: 'Parent mobile', required: true },
  parentEmail: { kind: 'email', label: 'Parent email' },
  address: { kind: 'text', label: 'Address', required: true, max: 300 },
  pincode: { kind: 'pincode', label: 'PIN code', required: true },
  bloodGroup: { kind: 'enum', label: 'Blood group', options: options(...BLOOD_GROUPS) },
  classId: { kind: 'reference', label: 'Class', required: true, ref: referenceTo(() => classShape, 'name') },
  admissionDate: { kind: 'date', label: 'Admission date', required: true },
};

export const FORM_TYPES = ['APPLICATION', 'REGISTRATION', 'ADMISSION'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export function isFormType(value: string): value is FormType {
  return (FORM_TYPES as readonly string[]).includes(value);
}

export const FORM_FIELDS: Record<FormType, FieldMap> = {
  APPLICATION: APPLICATION_FIELDS,
  REGISTRATION: REGISTRATION_FIELDS,
  ADMISSION: ADMISSION_FIELDS,
};

/** The reference type of each form's fee, from the spec's list for user payments. */
export const FORM_REFERENCE_TYPES: Record<FormType, string> = {
  APPLICATION: 'APPLICATION_FORM',
  REGISTRATION: 'REGISTRATION_FORM',
  ADMISSION: 'ADMISSION_FORM',
};

export const PAYMENT_REFERENCE_TYPES = [
  'APPLICATION_FORM',
  'REGISTRATION_FORM',
  'ADMISSION_FORM',
  'APPLICATION_FORM_OFFLINE',
  'APPLICATION_FORM_FILL',
  'APPLICATION_FORM_FILL_OFFLINE',
  'TUITION FEES',
] as const;

export const FORM_STATUSES = ['LINK_SENT', 'SUBMITTED', 'COMPLETED'] as const;
