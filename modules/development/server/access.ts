import { defineModuleAccess } from '@portal/core';
import { DEVELOPMENT_MODULES as M } from '../shared/constants.ts';

/**
 * Franchise development is head office's: its business developers (and super admins, who pass anyway) find and
 * sign new franchisees. No centre role is granted anything here.
 */
export const developmentAccess = defineModuleAccess({
  modules: [M.PROSPECTS, M.TERRITORIES, M.DISCLOSURES],
  grants: {
    BUSINESS_DEVELOPER: [
      [M.PROSPECTS, 'any'],
      [M.TERRITORIES, 'any'],
      [M.DISCLOSURES, 'any'],
    ],
  },
  menu: [
    {
      name: 'development-pipeline',
      label: 'Franchise pipeline',
      path: '/development/pipeline',
      group: 'Dashboards',
      modules: [M.PROSPECTS],
      roles: ['BUSINESS_DEVELOPER'],
    },
    {
      name: 'development-prospects',
      label: 'Franchise prospects',
      path: '/development/prospects',
      group: 'Enquiries',
      modules: [M.PROSPECTS],
      roles: ['BUSINESS_DEVELOPER'],
    },
    {
      name: 'development-territories',
      label: 'Territories',
      path: '/development/territories',
      group: 'Enquiries',
      modules: [M.TERRITORIES],
      roles: ['BUSINESS_DEVELOPER'],
    },
    {
      name: 'development-disclosures',
      label: 'Disclosure documents',
      path: '/development/disclosures',
      group: 'Enquiries',
      modules: [M.DISCLOSURES],
      roles: ['BUSINESS_DEVELOPER'],
    },
  ],
});
