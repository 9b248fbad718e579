import { GENDERS, KIT_TYPES, options, referenceTo, resourceShape } from '@portal/core';
import {
  ALLOCATION_STATUS_LABELS,
  GENDER_LABELS,
  KIT_MAPPING_STATUS,
  KIT_MAPPING_STATUS_LABELS,
  kitLabel,
  labelled,
  MAPPABLE_KIT_TYPES,
  MARGIN_STATUS,
  ORDER_MODULES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  SAMPLE_KIT_CATEGORIES,
  WOW_BOM_STATUS,
} from './index.ts';
import { academicYearShape, classShape, franchiseeField } from '@portal/mod-org/shared/resources';
import { studentAdmissionShape } from '@portal/mod-students/shared/resources';

/** A class of the network, as a kit is mapped to it. */
const classField = {
  kind: 'reference',
  label: 'Class',
  required: true,
  ref: referenceTo(() => classShape, 'name'),
} as const;

/** The network's product catalogue, with its GST rate and the retailer margin head office approves. */
export const productShape = resourceShape({
  name: 'product',
  label: 'Product',
  module: ORDER_MODULES.PRODUCT,
  fields: {
    sku: {
      kind: 'text',
      label: 'SKU',
      required: true,
      max: 40,
      pattern: '^[A-Z0-9-]+$',
      patternMessage: 'SKU may use capital letters, digits and hyphens',
      createOnly: true,
    },
    name: { kind: 'text', label: 'Product name', required: true, max: 120 },
    category: {
      kind: 'enum',
      label: 'Category',
      required: true,
      options: [...labelled(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS), ...SAMPLE_KIT_CATEGORIES],
    },
    size: { kind: 'text', label: 'Size', max: 20 },
    gender: {
      kind: 'enum',
      label: 'Gender',
      required: true,
      options: labelled(GENDERS, GENDER_LABELS),
      default: 'BOTH',
    },
    hsnCode: {
      kind: 'text',
      label: 'HSN code',
      required: true,
      pattern: '^\\d{4}(\\d{2}){0,2}$',
      patternMessage: 'HSN code must be 4, 6 or 8 digits',
    },
    gstRateBp: {
      kind: 'number',
      unit: 'basisPoints',
      label: 'GST rate',
      required: true,
      min: 0,
      max: 2800,
    },
    pricePaise: { kind: 'money', label: 'Price (before GST)', required: true },
    retailerMarginBp: { kind: 'number', unit: 'basisPoints', label: 'Retailer margin', min: 0, max: 5000 },
    approvedMarginBp: { kind: 'number', unit: 'basisPoints', label: 'Approved margin', readOnly: true },
    marginStatus: { kind: 'enum', label: 'Margin status', readOnly: true, options: options(...MARGIN_STATUS) },
    isUniform: { kind: 'boolean', label: 'Uniform item', default: false },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/** Which products make up a class's kit of a type, approved in two levels. */
export const kitMappingShape = resourceShape({
  name: 'kit-mapping',
  label: 'Kit mapping',
  module: ORDER_MODULES.KIT_MAPPING,
  fields: {
    kitType: {
      kind: 'enum',
      label: 'Kit type',
      required: true,
      createOnly: true,
      options: MAPPABLE_KIT_TYPES.map((k) => ({ value: k.id, label: kitLabel(k.id) })),
    },
    classId: { ...classField, createOnly: true },
    name: { kind: 'text', label: 'Kit name', required: true, max: 120 },
    remarks: { kind: 'text', label: 'Remarks', max: 300 },
    status: {
      kind: 'enum',
      label: 'Status',
      readOnly: true,
      options: labelled(KIT_MAPPING_STATUS, KIT_MAPPING_STATUS_LABELS),
    },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/** A wow kit's bill of materials: its products are edited while PENDING, then approved level by level. */
export const wowKitBomShape = resourceShape({
  name: 'wow-kit-bom',
  label: 'Wow kit BOM',
  module: ORDER_MODULES.KIT_MAPPING,
  fields: {
    name: { kind: 'text', label: 'Wow kit name', required: true, max: 120 },
    description: { kind: 'text', label: 'Description', max: 300 },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...WOW_BOM_STATUS) },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const productField = {
  kind: 'reference',
  label: 'Product',
  required: true,
  ref: referenceTo(() => productShape, 'name'),
} as const;

export const curriculumKit2AmountShape = resourceShape({
  name: 'curriculum-kit2-amount',
  label: 'Curriculum kit 2 amount',
  module: ORDER_MODULES.CURRICULUM_KIT_2,
  fields: {
    classId: classField,
    academicYearId: {
      kind: 'reference',
      label: 'Academic year',
      required: true,
      ref: referenceTo(() => academicYearShape, 'academicYear'),
    },
    amountPaise: { kind: 'money', label: 'Amount per child (before GST)', required: true, min: 1 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const uniformApparelShape = resourceShape({
  name: 'uniform-apparel-mapping',
  label: 'Uniform apparel mapping',
  module: ORDER_MODULES.UNIFORM_MAPPING,
  fields: {
    classId: classField,
    productId: productField,
    gender: { kind: 'enum', label: 'Gender', required: true, options: labelled(GENDERS, GENDER_LABELS) },
    quantity: { kind: 'number', label: 'Pieces per child', required: true, min: 1, max: 10 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const warehouseShape = resourceShape({
  name: 'warehouse',
  label: 'Warehouse',
  module: ORDER_MODULES.WAREHOUSE,
  fields: {
    code: {
      kind: 'text',
      label: 'Warehouse code',
      required: true,
      max: 20,
      pattern: '^[A-Z0-9-]+$',
      patternMessage: 'Warehouse code may use capital letters, digits and hyphens',
      createOnly: true,
    },
    name: { kind: 'text', label: 'Warehouse name', required: true, max: 120 },
    address: { kind: 'text', label: 'Address', required: true, max: 300 },
    pincode: { kind: 'pincode', label: 'PIN code', required: true },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/** Upload at upload/warehouse-mapping/upload goes through this resource's CSV import. */
export const warehousePincodeShape = resourceShape({
  name: 'warehouse-mapping',
  label: 'Warehouse PIN code',
  module: ORDER_MODULES.WAREHOUSE,
  fields: {
    warehouseId: {
      kind: 'reference',
      label: 'Warehouse',
      required: true,
      ref: referenceTo(() => warehouseShape, 'name'),
    },
    pincode: { kind: 'pincode', label: 'PIN code', required: true },
    deliveryDays: { kind: 'number', label: 'Delivery days', required: true, min: 1, max: 30 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const kitAllocationShape = resourceShape({
  name: 'kit-allocation',
  label: 'Kit allocation',
  module: ORDER_MODULES.KIT_ALLOCATION,
  fields: {
    franchiseeId: franchiseeField(),
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      createOnly: true,
      ref: referenceTo(() => studentAdmissionShape, 'studentId'),
    },
    kitType: {
      kind: 'enum',
      label: 'Kit type',
      required: true,
      createOnly: true,
      options: KIT_TYPES.map((k) => ({ value: k.id, label: kitLabel(k.id) })),
    },
    classId: { kind: 'reference', label: 'Class', readOnly: true, ref: referenceTo(() => classShape, 'name') },
    status: {
      kind: 'enum',
      label: 'Status',
      readOnly: true,
      options: labelled(['ALLOCATED', 'ORDERED'], ALLOCATION_STATUS_LABELS),
    },
  },
});

/** A kit order as its commands name it (confirm, ship, deliver; a wow kit's approval): the lists are views. */
export const kitOrderShape = resourceShape({
  name: 'kit-order',
  label: 'Order',
  module: ORDER_MODULES.ORDER_HISTORY,
  fields: {},
});
