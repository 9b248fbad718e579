import { and, eq } from 'drizzle-orm';
import {
  actingUser,
  conflict,
  defineResource,
  fieldError,
  type CreateValuesOf,
  type RequestContext,
  type Values,
} from '@portal/kit';
import { studentAdmissions } from '@portal/mod-students/server';
import {
  curriculumKit2AmountShape,
  kitAllocationShape,
  kitMappingShape,
  productShape,
  uniformApparelShape,
  warehousePincodeShape,
  warehouseShape,
  wowKitBomShape,
} from '../shared/resources.ts';
import {
  curriculumKit2Amounts,
  kitAllocations,
  kitMappingItems,
  kitMappings,
  products,
  uniformApparelMappings,
  warehousePincodes,
  warehouses,
  wowKitBoms,
} from './schema.ts';
import { CENTRE_HEADS } from '@portal/mod-users/server';

/** Approval modules: each level of a chain is its own end point, so a grant decides who may act at which level. */
export const APPROVAL_MODULES = {
  /** First level of a kit mapping (CH1): granted to FINANCE_ADMIN in the demo. */
  KIT_MAPPING_CH1: 'kitMappingCh1Approval',
  /** Final level: granted to no role, so only super admins give it. */
  KIT_MAPPING_FINAL: 'kitMappingFinalApproval',
  MARGIN: 'retailerMarginApproval',
  WOWKIT_C1: 'WOWKIT_C1_APPROVED',
  WOWKIT_C2: 'WOWKIT_C2_APPROVED',
  WOWKIT_C3: 'WOWKIT_C3_APPROVED',
  WOWKIT_ZSM: 'WOWKIT_ZSM_APPROVED',
  WOWKIT_FINAL: 'WOWKIT_APPROVED',
  /** Confirming orders and shipping them with a challan (DELIVERY_CHALLAN, level_5). */
  DELIVERY: 'deliveryChallan',
} as const;

/**
 * Four eyes on the network's kit masters: head office drafts a mapping or a BOM, and each approval is a separate
 * approval module the network grants to different people (CH1, then final; C1, C2, C3).
 */
const MASTER_APPROVAL = {
  separateRoles: 'a master head office drafts; each approval is held by its own approval module',
} as const;

export const productResource = defineResource({
  ...productShape,
  scope: 'global',
  table: products,
  titleField: 'name',
  list: {
    columns: [
      'sku',
      'name',
      'category',
      'size',
      'gender',
      'pricePaise',
      'gstRateBp',
      'retailerMarginBp',
      'marginStatus',
      'isActive',
    ],
    search: ['sku', 'name', 'hsnCode'],
    filters: ['category', 'gender', 'marginStatus', 'isUniform', 'isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  statusField: 'marginStatus',
  commands: {
    'approve-margin': {
      label: 'Approve margin',
      from: ['PENDING', 'PARTIALLY APPROVED'],
      to: 'APPROVED',
      module: APPROVAL_MODULES.MARGIN,
      decides: MASTER_APPROVAL,
      color: 'green',
    },
    'partially-approve-margin': {
      label: 'Partially approve margin',
      from: ['PENDING'],
      to: 'PARTIALLY APPROVED',
      module: APPROVAL_MODULES.MARGIN,
      decides: MASTER_APPROVAL,
      fields: {
        approvedMarginBp: {
          kind: 'number',
          unit: 'basisPoints',
          label: 'Approved margin',
          required: true,
          min: 0,
          max: 5000,
        },
      },
    },
    'reject-margin': {
      label: 'Reject margin',
      from: ['PENDING', 'PARTIALLY APPROVED'],
      to: 'REJECTED',
      module: APPROVAL_MODULES.MARGIN,
      color: 'red',
    },
  },
  remove: 'archive',
  example: {
    sku: 'CK1-NUR-BOOKSET',
    name: 'Nursery activity book set',
    category: 'INDOOR',
    gender: 'BOTH',
    hsnCode: '4901',
    gstRateBp: 0,
    pricePaise: 120000,
    retailerMarginBp: 1000,
  },
  hooks: {
    // Changing the margin asked for sends it back for approval.
    beforeUpdate: (_ctx, values, existing) =>
      values.retailerMarginBp !== undefined && values.retailerMarginBp !== existing.retailerMarginBp
        ? { ...values, marginStatus: 'PENDING', approvedMarginBp: null }
        : values,
    onCommand: (_ctx, name, existing, input) => {
      if (name === 'approve-margin') return { approvedMarginBp: existing.retailerMarginBp };
      if (name === 'partially-approve-margin') {
        if (Number(input.approvedMarginBp) >= Number(existing.retailerMarginBp))
          throw fieldError('approvedMarginBp', 'A partial approval must be below the margin asked for');
        return { approvedMarginBp: input.approvedMarginBp };
      }
      return { approvedMarginBp: null };
    },
  },
});

export const kitMappingResource = defineResource({
  ...kitMappingShape,
  scope: 'global',
  table: kitMappings,
  titleField: 'name',
  list: {
    columns: ['kitType', 'classId', 'name', 'status', 'isActive'],
    search: ['name'],
    filters: ['kitType', 'classId', 'status', 'isActive'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  statusField: 'status',
  commands: {
    'ch1-approve': {
      label: 'CH1 approve',
      from: ['PENDING'],
      to: 'CH1_APPROVED',
      module: APPROVAL_MODULES.KIT_MAPPING_CH1,
      decides: MASTER_APPROVAL,
      color: 'teal',
    },
    approve: {
      label: 'Approve',
      from: ['CH1_APPROVED'],
      to: 'APPROVED',
      module: APPROVAL_MODULES.KIT_MAPPING_FINAL,
      decides: MASTER_APPROVAL,
      color: 'green',
    },
    reject: {
      label: 'Reject',
      from: ['PENDING', 'CH1_APPROVED'],
      to: 'REJECT',
      module: APPROVAL_MODULES.KIT_MAPPING_CH1,
      color: 'red',
      fields: { remarks: { kind: 'text', label: 'Reason', required: true, min: 3, max: 300 } },
    },
  },
  remove: 'archive',
  example: {
    kitType: 'CURRICULUM_KIT_1',
    name: 'Nursery curriculum kit 1',
    remarks: 'Term 1 books and activity material',
  },
  hooks: {
    beforeUpdate: (_ctx, values, existing) => {
      // An approved kit is what centres order against; it changes only by mapping it again.
      if (existing.status !== 'PENDING' && (values.name !== undefined || values.remarks !== undefined))
        throw conflict(`A ${String(existing.status)} kit mapping cannot be edited`);
      return values;
    },
    onCommand: async (ctx, name, existing, input) => {
      if (name === 'ch1-approve') {
        // An empty kit, once approved, would fail every order of its class.
        const [item] = await ctx.db
          .select({ id: kitMappingItems.id })
          .from(kitMappingItems)
          .where(eq(kitMappingItems.kitMappingId, Number(existing.id)))
          .limit(1);
        if (!item) throw conflict("Add the kit's products before approving it");
        return { ch1ApprovedBy: actingUser(ctx).id, ch1ApprovedAt: new Date() };
      }
      if (name === 'approve') {
        // Two different people sign a kit off (a super admin included).
        if (existing.ch1ApprovedBy === actingUser(ctx).id)
          throw conflict('The final approval must come from someone other than the CH1 approver');
        return { approvedBy: actingUser(ctx).id, approvedAt: new Date() };
      }
      return { remarks: input.remarks };
    },
  },
});

export const curriculumKit2AmountResource = defineResource({
  ...curriculumKit2AmountShape,
  scope: 'global',
  table: curriculumKit2Amounts,
  titleField: 'id',
  list: {
    columns: ['classId', 'academicYearId', 'amountPaise', 'isActive'],
    filters: ['classId', 'academicYearId', 'isActive'],
  },
  remove: 'archive',
});

export const uniformApparelResource = defineResource({
  ...uniformApparelShape,
  scope: 'global',
  table: uniformApparelMappings,
  titleField: 'id',
  list: {
    columns: ['classId', 'productId', 'gender', 'quantity', 'isActive'],
    filters: ['classId', 'productId', 'gender', 'isActive'],
  },
  remove: 'archive',
});

export const warehouseResource = defineResource({
  ...warehouseShape,
  scope: 'global',
  table: warehouses,
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'pincode', 'isActive'],
    search: ['code', 'name'],
    filters: ['isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
});

/** Upload at upload/warehouse-mapping/upload goes through this resource's CSV import. */
export const warehousePincodeResource = defineResource({
  ...warehousePincodeShape,
  scope: 'global',
  table: warehousePincodes,
  titleField: 'pincode',
  list: {
    columns: ['pincode', 'warehouseId', 'deliveryDays', 'isActive'],
    search: ['pincode'],
    filters: ['warehouseId', 'isActive'],
    defaultSort: { field: 'pincode', dir: 'asc' },
  },
  remove: 'delete',
});

export const kitAllocationResource = defineResource({
  ...kitAllocationShape,
  personalData: {
    whose: ['child'],
    categories: ['education'],
    audience: { everyRow: CENTRE_HEADS },
    retention: 'academic year, then 8 years',
    purposes: ['Giving each child their learning kit'],
  },
  scope: 'franchisee',
  table: kitAllocations,
  titleField: 'id',
  list: {
    columns: ['studentAdmissionId', 'kitType', 'classId', 'status', 'franchiseeId'],
    filters: ['franchiseeId', 'kitType', 'classId', 'status'],
  },
  remove: 'delete',
  hooks: {
    beforeCreate: (ctx, values) => fromAdmission(ctx, values),
  },
});

/** The allocation's class and year are the admission's; the admission must be the same centre's. */
async function fromAdmission(ctx: RequestContext, values: CreateValuesOf<typeof kitAllocations>): Promise<Values> {
  const [adm] = await ctx.db
    .select({
      classId: studentAdmissions.classId,
      academicYearId: studentAdmissions.academicYearId,
      status: studentAdmissions.status,
    })
    .from(studentAdmissions)
    .where(
      and(eq(studentAdmissions.id, values.studentAdmissionId), eq(studentAdmissions.franchiseeId, values.franchiseeId)),
    );
  if (!adm) throw fieldError('studentAdmissionId', 'The student admission belongs to another centre');
  if (adm.status !== 'Active') throw fieldError('studentAdmissionId', 'Kits are allocated to active admissions only');
  return { ...values, classId: adm.classId, academicYearId: adm.academicYearId };
}

export const wowKitBomResource = defineResource({
  ...wowKitBomShape,
  scope: 'global',
  table: wowKitBoms,
  titleField: 'name',
  list: {
    columns: ['name', 'status', 'isActive'],
    search: ['name'],
    filters: ['status', 'isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  statusField: 'status',
  commands: {
    'c1-approve': {
      label: 'C1 approve',
      from: ['PENDING'],
      to: 'C1 APPROVED',
      module: APPROVAL_MODULES.WOWKIT_C1,
      decides: MASTER_APPROVAL,
    },
    'c2-approve': {
      label: 'C2 approve',
      from: ['C1 APPROVED'],
      to: 'C2 APPROVED',
      module: APPROVAL_MODULES.WOWKIT_C2,
      decides: MASTER_APPROVAL,
    },
    // The third level's approval makes the kit orderable.
    approve: {
      label: 'Approve',
      from: ['C2 APPROVED'],
      to: 'ACTIVE',
      module: APPROVAL_MODULES.WOWKIT_C3,
      decides: MASTER_APPROVAL,
      color: 'green',
    },
    reject: {
      label: 'Reject',
      from: ['PENDING', 'C1 APPROVED', 'C2 APPROVED'],
      to: 'REJECTED',
      module: APPROVAL_MODULES.WOWKIT_C1,
      color: 'red',
    },
    deactivate: { label: 'Deactivate', from: ['ACTIVE'], to: 'INACTIVE', module: APPROVAL_MODULES.WOWKIT_C3 },
    activate: { label: 'Activate', from: ['INACTIVE'], to: 'ACTIVE', module: APPROVAL_MODULES.WOWKIT_C3 },
  },
  remove: 'archive',
  example: { name: 'Wow kit - monsoon activity box', description: 'Rain-themed craft and story material' },
  hooks: {
    onCommand: (ctx, name, existing) => {
      const levels = [existing.c1By, existing.c2By];
      if (name === 'c1-approve') return { c1By: actingUser(ctx).id };
      if (name === 'c2-approve' || name === 'approve') {
        if (levels.includes(actingUser(ctx).id))
          throw conflict('Each level of a wow kit approval needs a different approver');
        return name === 'c2-approve' ? { c2By: actingUser(ctx).id } : { c3By: actingUser(ctx).id };
      }
      return {};
    },
  },
});

export const ORDER_RESOURCES = [
  productResource,
  kitMappingResource,
  curriculumKit2AmountResource,
  uniformApparelResource,
  warehouseResource,
  warehousePincodeResource,
  kitAllocationResource,
  wowKitBomResource,
];
