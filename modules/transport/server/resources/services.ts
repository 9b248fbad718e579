// Head office's catalogue of services a centre offers (transport and others).
import { defineResource, headOfficeWrites } from '@portal/kit';
import { serviceCategories, services } from '../schema.ts';
import { serviceCategoryShape, serviceShape } from '../../shared/resources.ts';

const headOfficeCatalogue = headOfficeWrites('Only head office can change the services catalogue');

export const serviceCategoryResource = defineResource({
  ...serviceCategoryShape,
  labelPlural: 'Service categories',
  scope: 'global',
  table: serviceCategories,
  titleField: 'name',
  list: { columns: ['name', 'isActive'], search: ['name'], filters: ['isActive'] },
  remove: 'archive',
  writeRule: headOfficeCatalogue,
});

export const serviceResource = defineResource({
  ...serviceShape,
  scope: 'global',
  table: services,
  titleField: 'name',
  list: {
    columns: ['name', 'serviceType', 'categoryId', 'isActive'],
    search: ['name'],
    filters: ['serviceType', 'categoryId', 'isActive'],
  },
  remove: 'archive',
  writeRule: headOfficeCatalogue,
});
