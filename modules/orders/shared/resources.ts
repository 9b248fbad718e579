import { GENDERS, options, resourceShape } from '@portal/core';
import {
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

/** A class of the network, as a kit is mapped to it. */
const classField = {
  kind: 'reference',
  label: 'Class',
  required: true,
  ref: { resource: 'class', labelField: 'name' },
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
