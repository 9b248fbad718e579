import { defineEndpoint, pageOf } from '@portal/core';
import { z } from 'zod';
import { FINANCE_MODULES as M } from '../modules.ts';

// ---- resource lists the screens pick from ----
// Served by the resources' own list routes (server/resources.ts through resourceRoutes).

export const approvedPlanOption = z.object({
  id: z.number(),
  name: z.string(),
  totalPaise: z.number(),
  installmentCount: z.number(),
  classCategory: z.string(),
});
export const listPlans = defineEndpoint({
  method: 'GET',
  path: '/api/fee-plan',
  module: M.FEE_PLANS,
  query: z.object({
    status: z.string().optional(),
    franchiseeID: z.number().optional(),
    academicYearID: z.number().optional(),
    classCategory: z.string().optional(),
    pageSize: z.number().max(200).optional(),
  }),
  response: pageOf(approvedPlanOption),
});

export const concessionTypeOption = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  percentBp: z.number(),
  amountPaise: z.number(),
  reasons: z.array(z.string()),
});
export const listConcessionTypes = defineEndpoint({
  method: 'GET',
  path: '/api/concession-type',
  module: M.SETTINGS,
  query: z.object({
    isActive: z.string().optional(),
    /** MANUAL: the types a centre asks for by hand (the others are given by their rule). */
    rule: z.string().optional(),
    pageSize: z.number().max(200).optional(),
    fields: z.string(),
  }),
  response: pageOf(concessionTypeOption),
});

export const taxSettingOption = z.object({
  id: z.number(),
  type: z.string(),
  label: z.string(),
  gstRateBp: z.number(),
});
export const listTaxSettings = defineEndpoint({
  method: 'GET',
  path: '/api/tax-setting',
  module: M.SETTINGS,
  query: z.object({ q: z.string().optional(), pageSize: z.number().max(200).optional() }),
  response: pageOf(taxSettingOption),
});

export const listFeeSettings = defineEndpoint({
  method: 'GET',
  path: '/api/fee-setting',
  module: M.SETTINGS,
  query: z.object({ franchiseeID: z.number().optional() }),
  response: pageOf(z.object({ id: z.number() })),
});
