import { defineModuleAccess } from '@portal/core';
import { WHATSAPP_MODULES as M } from '../shared/constants.ts';

/**
 * WhatsApp: a parent opts their own number in or out; head office (the super admins, and marketing, who keep the
 * message templates) keeps the templates' states. Centres and teachers have no part in it.
 */
export const whatsappAccess = defineModuleAccess({
  modules: [M.MY_WHATSAPP, M.TEMPLATES],
  grants: {
    PARENT: [[M.MY_WHATSAPP, 'any']],
    MARKETING_HEAD: [[M.TEMPLATES, 'any']],
  },
  menu: [
    {
      name: 'my-whatsapp',
      label: 'WhatsApp',
      path: '/whatsapp/mine',
      group: 'Communication',
      modules: [M.MY_WHATSAPP],
      roles: ['PARENT'],
    },
    {
      name: 'whatsapp-templates',
      label: 'WhatsApp templates',
      path: '/whatsapp/templates',
      group: 'Communication',
      modules: [M.TEMPLATES],
      roles: ['MARKETING_HEAD'],
    },
    {
      name: 'whatsapp-usage',
      label: 'WhatsApp and SMS texts',
      path: '/whatsapp/usage',
      group: 'Communication',
      modules: [M.TEMPLATES],
      roles: ['MARKETING_HEAD'],
    },
  ],
});
