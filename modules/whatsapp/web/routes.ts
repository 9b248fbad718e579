import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { templateShape } from '../shared/resources.ts';
import { WHATSAPP_MODULES as M } from '../shared/constants.ts';

/** WhatsApp (whatsapp/*): a parent's opt-in for their number, and head office's templates. */
export const whatsappRoutes: PortalRoute[] = [
  {
    path: '/whatsapp/mine',
    title: 'WhatsApp',
    screen: () => import('./screens/MyWhatsappScreen.tsx'),
    guard: { modules: [M.MY_WHATSAPP] },
  },
  {
    path: '/whatsapp/usage',
    title: 'WhatsApp and SMS texts',
    screen: () => import('./screens/TextUsageScreen.tsx'),
    guard: { modules: [M.TEMPLATES] },
  },
  ...resourceRoutes(templateShape, '/whatsapp/templates', {
    modules: [M.TEMPLATES],
    list: '',
    create: 'create',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'WhatsApp templates', create: 'New WhatsApp template', edit: 'Edit WhatsApp template' },
  }),
];
