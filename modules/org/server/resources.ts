import { badRequest, defineResource, seesEveryFranchisee } from '@portal/kit';
import { eq } from 'drizzle-orm';
import { academicYears, cities, classes, franchisees, pincodes } from './schema.ts';
import { nameCode } from './city-code.ts';
import { academicYearShape, cityShape, classShape, franchiseeShape, pincodeShape } from '../shared/resources.ts';

export const cityResource = defineResource({
  ...cityShape,
  labelPlural: 'Cities',
  scope: 'global',
  table: cities,
  titleField: 'name',
  list: {
    columns: ['name', 'code', 'state', 'isActive'],
    search: ['name', 'state', 'code'],
    filters: ['state', 'isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    // A city added without a code takes its name's first three letters, unless another city holds them.
    async beforeCreate(ctx, values) {
      if (values.code || typeof values.name !== 'string') return values;
      const code = nameCode(values.name);
      const [holder] = await ctx.db.select({ id: cities.id }).from(cities).where(eq(cities.code, code));
      return holder ? values : { ...values, code };
    },
  },
});

export const franchiseeResource = defineResource({
  ...franchiseeShape,
  scope: 'self',
  table: franchisees,
  titleField: 'companyName',
  list: {
    columns: ['code', 'companyName', 'ownerName', 'mobile', 'cityId', 'status', 'isActive'],
    search: ['code', 'companyName', 'ownerName', 'mobile', 'email'],
    filters: ['cityId', 'isActive'],
    defaultSort: { field: 'id', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    beforeCreate: (ctx, values) => {
      // Only head office opens new centres.
      if (!seesEveryFranchisee(ctx)) throw badRequest('Only head office can add a franchisee');
      return values;
    },
  },
});

export const academicYearResource = defineResource({
  ...academicYearShape,
  scope: 'global',
  table: academicYears,
  titleField: 'academicYear',
  list: {
    columns: ['academicYear', 'startDate', 'endDate', 'isActive'],
    search: ['academicYear'],
    filters: ['isActive'],
    defaultSort: { field: 'academicYear', dir: 'desc' },
  },
  remove: 'archive',
  hooks: {
    beforeCreate: (_ctx, values) => {
      const [from, to] = String(values.academicYear).split('-').map(Number);
      if (to !== from + 1)
        throw badRequest('Academic year must span two consecutive years, like 2026-2027', {
          academicYear: 'Academic year must span two consecutive years',
        });
      return values;
    },
  },
  rules: {
    order: [{ from: 'startDate', to: 'endDate', strict: true, message: 'End date must be after the start date' }],
  },
});

export const pincodeResource = defineResource({
  ...pincodeShape,
  scope: 'franchisee',
  table: pincodes,
  titleField: 'pincode',
  list: {
    columns: ['pincode', 'area', 'cityId', 'franchiseeId', 'isActive'],
    search: ['pincode', 'area'],
    filters: ['franchiseeId', 'cityId', 'isActive'],
    defaultSort: { field: 'pincode', dir: 'asc' },
  },
  remove: 'delete',
});

export const classResource = defineResource({
  ...classShape,
  labelPlural: 'Classes',
  scope: 'global',
  table: classes,
  titleField: 'name',
  list: {
    columns: ['name', 'classCategory', 'minAgeMonths', 'maxAgeMonths', 'isActive'],
    search: ['name'],
    filters: ['classCategory', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    beforeCreate: (_ctx, values) => checkAgeRange(values, null),
    beforeUpdate: (_ctx, values, existing) => checkAgeRange(values, existing),
  },
});

function checkAgeRange(values: Record<string, unknown>, existing: Record<string, unknown> | null) {
  const min = Number(values.minAgeMonths ?? existing?.minAgeMonths);
  const max = Number(values.maxAgeMonths ?? existing?.maxAgeMonths);
  if (min >= max)
    throw badRequest('Maximum age must be above the minimum age', {
      maxAgeMonths: 'Maximum age must be above the minimum age',
    });
  return values;
}
