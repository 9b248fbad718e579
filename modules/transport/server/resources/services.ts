// Head office's catalogue of services a centre offers (transport and others).
import { options } from '@portal/core';
import { defineResource, headOfficeWrites } from '@portal/kit';
import { SERVICE_TYPES, TRANSPORT_MODULES as M } from '../../shared/constants.ts';
import { serviceCategories, services } from '../schema.ts';

const headOfficeCatalogue = headOfficeWrites('Only head office can change the services catalogue');

export const serviceCategoryResource = defineResource({
  name: 'service-categories',
  label: 'Service category',
  labelPlural: 'Service categories',
  module: M.SERVICE_CATEGORY,
  scope: 'global',
  table: serviceCategories,
  titleField: 'name',
  fields: {
    name: { kind: 'text', label: 'Category', required: true, max: 120 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: { columns: ['name', 'isActive'], search: ['name'], filters: ['isActive'] },
  remove: 'archive',
  writeRule: headOfficeCatalogue,
});

export const serviceResource = defineResource({
  name: 'services',
  label: 'Service',
  module: M.SERVICES,
  scope: 'global',
  table: services,
  titleField: 'name',
  fields: {
    name: { kind: 'text', label: 'Service', required: true, max: 120 },
    serviceType: { kind: 'enum', label: 'Service type', required: true, options: options(...SERVICE_TYPES) },
    categoryId: { kind: 'reference', label: 'Category', ref: { resource: 'service-categories', labelField: 'name' } },
    description: { kind: 'text', label: 'Description', max: 500 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['name', 'serviceType', 'categoryId', 'isActive'],
    search: ['name'],
    filters: ['serviceType', 'categoryId', 'isActive'],
  },
  remove: 'archive',
  writeRule: headOfficeCatalogue,
});
