import { KIT_TYPES, ORDER_STATUS } from '@portal/core';

/** Access modules of kits, uniforms and orders (spec section 6 names). */
export const ORDER_MODULES = {
  PRODUCT: 'ProductRetailerMargin',
  WAREHOUSE: 'warehouseMapping',
  KIT_MAPPING: 'kitProductMapping',
  KIT_ALLOCATION: 'kitAllocation',
  STOCK: 'stockCheck',
  UNIFORM_MAPPING: 'ProductUniformKitMapping',
  CURRICULUM_KIT_2: 'curriculumkit2configurationamount',
  PLACE_ORDERS: 'PlaceOrders',
  ORDER_HISTORY: 'orderHistory',
  UNIFORM_INDENT: 'StudentUniformIndent',
  PINCODE: 'PincodeCheck',
  REPORTS: 'ReportDetails',
  LEDGER: 'ledger',
} as const;

export const PRODUCT_CATEGORIES = ['INDOOR', 'OUTDOOR', 'FURNITURE', 'IT', 'SAFETY'] as const;
/** Sample-kit categories: the value is stored, the label is shown. */
export const SAMPLE_KIT_CATEGORIES = [
  { value: 'STUDENT_KIT', label: 'Student Sample KIT' },
  { value: 'UNIFORM_KIT', label: 'Student Uniform Sample KIT' },
] as const;

export const MARGIN_STATUS = ['PENDING', 'APPROVED', 'REJECTED', 'PARTIALLY APPROVED'] as const;
export const KIT_MAPPING_STATUS = ['PENDING', 'CH1_APPROVED', 'APPROVED', 'REJECT'] as const;
export const WOW_BOM_STATUS = ['PENDING', 'C1 APPROVED', 'C2 APPROVED', 'REJECTED', 'ACTIVE', 'INACTIVE'] as const;
/** Labels of the BOM statuses on approver screens (ACTIVE reads as the third-level approval). */
export const WOW_BOM_APPROVER_LABELS: Record<string, string> = {
  PENDING: 'PENDING',
  'C1 APPROVED': 'C1 APPROVED',
  'C2 APPROVED': 'C2 APPROVED',
  ACTIVE: 'APPROVED',
  REJECTED: 'REJECTED',
  INACTIVE: 'INACTIVE',
};
export const WOW_APPROVER_STATUS = ['PENDING', 'ZSM APPROVED', 'APPROVED', 'REJECTED'] as const;
export const WOW_APPROVER_LABELS: Record<string, string> = {
  PENDING: 'PENDING',
  'ZSM APPROVED': 'ZM APPROVED',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
};
/** Approval codes (a user's modulesAuth) of the wow-kit approvers. */
export const WOWKIT_APPROVERS = {
  C1: 'WOWKIT_C1_APPROVED',
  C2: 'WOWKIT_C2_APPROVED',
  C3: 'WOWKIT_C3_APPROVED',
  ZSM: 'WOWKIT_ZSM_APPROVED',
  FINAL: 'WOWKIT_APPROVED',
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[number];
export const PAYMENT_MODES = ['LEDGER', 'ONLINE'] as const;
/** Uniform indents travel as orders of this kind (uniforms are not a kit type). */
export const UNIFORM_ORDER = 'UNIFORM';

export const MAPPABLE_KIT_TYPES = KIT_TYPES.filter((k) => k.onMapping);
export const kitTypeBySlug = (slug: string) => KIT_TYPES.find((k) => k.slug === slug || k.id === slug);
export const ORDER_KINDS: readonly string[] = [...KIT_TYPES.map((k) => k.id), UNIFORM_ORDER];

/** What a person reads for a stored code; an unknown code is shown as it is. */
const labelOf = (labels: Record<string, string>) => (code: string | null | undefined) =>
  code == null ? '-' : (labels[code] ?? code);

/** Kit types (and uniforms) as people name them. */
export const KIT_TYPE_LABELS: Record<string, string> = {
  ...Object.fromEntries(KIT_TYPES.map((k) => [k.id, k.name])),
  [UNIFORM_ORDER]: 'Uniform',
};
export const kitLabel = labelOf(KIT_TYPE_LABELS);

/** Order statuses (spec: a placed order is labelled Placed). */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Placed',
  CONFIRMED: 'CONFIRMED',
  SHIPPED: 'SHIPPED',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
  FAIL: 'FAILED',
};
export const orderStatusLabel = labelOf(ORDER_STATUS_LABELS);

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  INITIATED: 'Initiated',
  FAILED: 'Failed',
  CONFIRMED: 'Confirmed',
  TRANSFERRED: 'Transferred',
  APPROVAL_WAITING: 'Waiting for approval',
};
export const paymentStatusLabel = labelOf(PAYMENT_STATUS_LABELS);

export const KIT_MAPPING_STATUS_LABELS: Record<string, string> = {
  PENDING: 'PENDING',
  CH1_APPROVED: 'CH1 APPROVED',
  APPROVED: 'APPROVED',
  REJECT: 'REJECTED',
};
export const kitMappingStatusLabel = labelOf(KIT_MAPPING_STATUS_LABELS);

export const ALLOCATION_STATUS_LABELS: Record<string, string> = { ALLOCATED: 'Allocated', ORDERED: 'Ordered' };

export const PRODUCT_CATEGORY_LABELS: Record<string, string> = {
  INDOOR: 'Indoor',
  OUTDOOR: 'Outdoor',
  FURNITURE: 'Furniture',
  IT: 'IT',
  SAFETY: 'Safety',
  STUDENT_KIT: 'Student Sample KIT',
  UNIFORM_KIT: 'Student Uniform Sample KIT',
};

export const GENDER_LABELS: Record<string, string> = { MALE: 'Boys', FEMALE: 'Girls', BOTH: 'Everyone' };

/** '1 child', '3 children': a count with its noun. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}

/** Enum options of a resource field: the stored code and the label people read. */
export function labelled(codes: readonly string[], labels: Record<string, string>) {
  return codes.map((value) => ({ value, label: labels[value] ?? value }));
}

/** Tag style of an order status, as the spec maps them. */
export function orderStatusStyle(status: string): 'info' | 'danger' | 'shipped' | 'confirm' | 'delivery' {
  switch (status) {
    case 'PENDING':
      return 'info';
    case 'FAIL':
      return 'danger';
    case 'CONFIRMED':
      return 'shipped';
    case 'SHIPPED':
      return 'confirm';
    case 'DELIVERED':
      return 'delivery';
    default:
      return 'danger';
  }
}

export const TAT_REPORTS = ['City Wise', 'Class Wise', 'Status Wise', 'Intelli Kit Matrix Report'] as const;
export const OPS_REPORTS = ['All Kit', 'Damaged Kit'] as const;
export * from './commands.ts';
export * from './figures.ts';
