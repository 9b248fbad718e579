/** Enumerated values of the portal, spelled exactly as the existing portal spells them. */

export const USER_DEPARTMENTS = [
  'CUSTOMER CARE',
  'OPERATION',
  'MARKETING',
  'FINANCE',
  'ACADEMICS',
  'TECH',
  'BUSINESS PARTNER',
  'PRODUCT',
  'LOGISTICS',
  'SUPPLY CHAIN',
  'BRANDING',
  'MANAGEMENT',
  'SALES AND ACQUISITION',
] as const;

export const CLASS_CATEGORIES = [
  'Bridge Course',
  'Intellibaby Parent Toddler Circle (1Year - 2Years)',
  'Hybrid',
  'Parent Toddler',
] as const;

export const GENDERS = ['MALE', 'FEMALE', 'BOTH'] as const;

export const CLASS_GROUP_TYPES = ['Teacher Training', 'Curriculum', 'Recorded Classes', 'Curriculum_CMS'] as const;

export const CRON_STATUS = {
  IN_PROGRESS: 'In Progress',
  NOT_STARTED: 'Not started',
  COMPLETED: 'Completed',
  INTERRUPTED: 'Interrupted',
} as const;

export const CORPORATE_BRANCH = 'Corporate Business Branch';

/** Kit types: `id` is stored and sent, `name` is what people read (the Admission Kit's is the spec's). */
export const KIT_TYPES = [
  {
    slug: 'curriculum-kit-1',
    name: 'Curriculum kit 1',
    id: 'CURRICULUM_KIT_1',
    altId: 'STUDENT_KIT_1',
    onMapping: true,
  },
  { slug: 'intelli-kit', name: 'Intelli kit', id: 'INTELLI_KIT', onMapping: true },
  { slug: 'bridge-kit', name: 'Bridge kit', id: 'BRIDGE_KIT', onMapping: true },
  { slug: 'gift-box', name: 'Admission Kit', id: 'GIFT_BOX', onMapping: true },
  { slug: 'sample-kit', name: 'Sample kit', id: 'SAMPLE_KIT', onMapping: true },
  { slug: 'damage-missing-kit', name: 'Damaged or missing items kit', id: 'DAMAGED_PRODUCTS_KIT', onMapping: false },
  { slug: 'wow-kit', name: 'Wow kit', id: 'WOW_KIT', onMapping: true },
  { slug: 're-ordered', name: 'Re-order', id: 'RE_ORDERED', onMapping: false },
  {
    slug: 'curriculum-kit-2',
    name: 'Curriculum kit 2',
    id: 'CURRICULUM_KIT_2',
    altId: 'STUDENT_KIT_2',
    onMapping: true,
  },
] as const;

export const PAYMENT_STATUS = ['INITIATED', 'FAILED', 'CONFIRMED', 'TRANSFERRED', 'APPROVAL_WAITING'] as const;
export const ORDER_STATUS = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'FAIL'] as const;
export const TRAINING_STATUS = ['ACTIVE', 'IN PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
