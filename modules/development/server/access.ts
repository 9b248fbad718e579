import { defineModuleAccess } from '@portal/core';
import { DEVELOPMENT_MODULES as M } from '../shared/constants.ts';

/**
 * Franchise development is head office's: its business developers (and super admins, who pass anyway) find and
 * sign new franchisees. A centre owner reaches only their own centre's launch plan.
 */
export const developmentAccess = defineModuleAccess({
  modules: [M.PROSPECTS, M.TERRITORIES, M.DISCLOSURES, M.LAUNCH, M.LAUNCH_TEMPLATE],
  grants: {
    BUSINESS_DEVELOPER: [
      [M.PROSPECTS, 'any'],
      [M.TERRITORIES, 'any'],
      [M.DISCLOSURES, 'any'],
      [M.LAUNCH, 'any'],
      [M.LAUNCH_TEMPLATE, 'any'],
    ],
    // A converted centre's owner follows their launch plan and updates their side's tasks.
    FRANCHISEE_USER_1: [[M.LAUNCH, 'any']],
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
      name: 'development-launches',
      label: 'Centre launches',
      path: '/development/launches',
      group: 'Dashboards',
      modules: [M.LAUNCH_TEMPLATE],
      roles: ['BUSINESS_DEVELOPER'],
    },
    {
      name: 'development-launch-template',
      label: 'Launch template',
      path: '/development/launch-template',
      group: 'Enquiries',
      modules: [M.LAUNCH_TEMPLATE],
      roles: ['BUSINESS_DEVELOPER'],
    },
    {
      name: 'centre-launch',
      label: 'Centre launch',
      path: '/development/launch',
      group: 'Dashboards',
      modules: [M.LAUNCH],
      roles: ['FRANCHISEE_USER_1'],
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
